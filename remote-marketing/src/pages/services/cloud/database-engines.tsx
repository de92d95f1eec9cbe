import Typography from '@mui/material/Typography';
import { CardList } from '../../../components/card-list';
import { logoTile } from '../../../components/card-surface';
import { LogoImg } from '../../../components/logo-img';

/** A database engine the managed service runs; its logo is drawn 80 units high. */
export interface DatabaseEngine {
  name: string;
  logo: string;
  /** The logo's width at its 80-unit height. */
  width: number;
}

/** The engines the managed databases run, as a wall of logos under a small heading (SPEC §2.11). */
export function DatabaseEngines({ title, engines }: { title: string; engines: DatabaseEngine[] }) {
  return (
    <>
      <Typography variant="h3" component="h3" sx={{ mt: { xs: 7, md: 9 }, mb: 4, textAlign: 'center', color: 'text.secondary', fontSize: '1.2rem' }}>
        {title}
      </Typography>
      <CardList items={engines} keyOf={(engine) => engine.name} columns={{ xs: 2, md: 3 }} gap={2} cardSx={{ ...logoTile, px: 2, py: 3 }}>
        {(engine) => (
          <LogoImg
            logo={{ src: engine.logo, alt: engine.name, width: engine.width, height: 80 }}
            sx={{ width: 'auto', maxWidth: '100%', height: { xs: 40, md: 48 } }}
          />
        )}
      </CardList>
    </>
  );
}
