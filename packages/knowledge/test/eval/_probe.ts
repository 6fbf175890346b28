import { answer } from '/work/wt-kbdata2/packages/knowledge/src/index.ts';
const lines = process.argv.slice(2);
for (const l of lines) {
  const [lv, q] = l.includes('|') ? l.split('|') : ['3', l];
  const a = answer({ question: q, level: Number(lv) as 1|2|3|4, style: 'friendly' });
  console.log(`## ${q}\n${a.markdown.slice(0, 600).replace(/\n+/g, ' ⏎ ')}\n`);
}
