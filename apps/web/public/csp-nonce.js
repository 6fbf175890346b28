// react-hot-toast's style engine (goober) copies window.__nonce__ onto its <style id="_goober">
// every time it writes CSS. Hand it the nonce the server stamped on that element, before any
// module runs, so the CSP keeps allowing those styles.
window.__nonce__ = document.getElementById('_goober')?.nonce;
