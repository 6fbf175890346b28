// The dashboard's import of the signed image, now a shared component; it goes when the dashboard is reworked.
export { ProtectedImage } from '../../components/ProtectedImage.tsx';
