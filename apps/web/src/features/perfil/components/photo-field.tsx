import { useState } from 'react';
import { CONTA_NS } from '../../../lib/club-i18n.ts';
import { readPhoto, photoSrc } from '../utils/photo.ts';
import { useTranslation } from '../../../lib/i18n.ts';

interface PhotoFieldProps {
  /** base64 without prefix; '' for none. */
  value: string;
  onChange: (base64: string) => void;
}

/** The profile photo: preview, choose (JPEG, PNG or WebP up to 5 MB) and remove. */
export function PhotoField({ value, onChange }: PhotoFieldProps) {
  const { t } = useTranslation(CONTA_NS);
  const [error, setError] = useState<string | undefined>();
  return (
    <div className="perfil__photo">
      {value ? (
        <img src={photoSrc(value)} alt={t('perfil.foto')} />
      ) : (
        <span className="perfil__photo-empty" />
      )}
      <div>
        <label className="button" htmlFor="perfil-foto">
          {t('perfil.escolherFoto')}
        </label>
        <input
          id="perfil-foto"
          className="visually-hidden"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (!file) return;
            void readPhoto(file).then((result) => {
              setError(result.ok ? undefined : result.message);
              if (result.ok) onChange(result.base64);
            });
          }}
        />
        {value && (
          <button type="button" className="text-button" onClick={() => onChange('')}>
            {t('perfil.removerFoto')}
          </button>
        )}
        {error && (
          <p className="field__error" role="alert">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
