import { EmailField, TextField, UrlField } from 'react-admin';
import { BalcaoShow } from '../../components/balcao/pagina.tsx';
import { CvDownload } from './cv-download.tsx';

export default function CandidatosShow() {
  return (
    <BalcaoShow>
      <TextField source="nome" />
      <EmailField source="email" />
      <TextField source="celular" />
      <TextField source="areaNome" />
      <UrlField source="linkedin" target="_blank" rel="noopener noreferrer" />
      <TextField source="porque" />
      <TextField source="sonho" />
      <CvDownload source="cv" />
    </BalcaoShow>
  );
}
