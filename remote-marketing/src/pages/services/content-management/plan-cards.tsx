import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { paths } from '@site/shared/routes';
import { CheckList } from '../../../sections/check-list';
import { CtaButton } from '@site/shared/ui/cta-button';
import { SectionImg, type SectionImage } from '../../../sections/section-image';
import { brandColors } from '@site/shared/theme';
import { CardGrid } from '@site/shared/ui/card-grid';
import { paperSurface } from '@site/shared/ui/styles';

/** A service plan (SPEC §3: title, description, image), with what it includes. */
export interface ServicePlan {
  title: string;
  name: string;
  description: string;
  image: SectionImage;
  includes: string[];
  highlighted?: boolean;
}

/** The LITE and PLUS plans side by side, each with 'Solicitar información'. */
export function PlanCards({ plans }: { plans: ServicePlan[] }) {
  return (
    <CardGrid columns={{ xs: 1, md: 2 }} gap={{ xs: 3, md: 4 }} component="ul">
      {plans.map((plan) => (
        <Box
          component="li"
          key={plan.title}
          aria-labelledby={`plan-${plan.title}`}
          sx={{
            position: 'relative',
            display: 'flex',
            flexDirection: 'column',
            overflow: 'hidden',
            borderRadius: 5,
            ...paperSurface,
            borderColor: plan.highlighted ? `2px solid ${brandColors.orange}` : 'border.main',
            boxShadow: (theme) => plan.highlighted ? theme.customShadows.highlighted : theme.customShadows.offer,
          }}
        >
          {plan.highlighted && (
            <Box
              component="p"
              sx={{
                position: 'absolute',
                top: 16,
                right: 16,
                m: 0,
                px: 1.5,
                py: 0.5,
                borderRadius: 999,
                fontSize: '0.8rem',
                fontWeight: 700,
                bgcolor: brandColors.orange,
                color: brandColors.ink,
                zIndex: 1,
              }}
            >
              Más elegido
            </Box>
          )}
          <SectionImg image={plan.image} sx={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover' }} />
          <Box sx={{ p: { xs: 3, md: 4 }, display: 'flex', flexDirection: 'column', flex: 1 }}>
            <Typography
              variant="h3"
              id={`plan-${plan.title}`}
              sx={{ color: brandColors.blue, fontSize: '2rem', fontWeight: 800, letterSpacing: '0.04em' }}
            >
              {plan.title}
            </Typography>
            <Typography component="p" sx={{ fontWeight: 700, color: brandColors.orangeText, mb: 1.5 }}>
              {plan.name}
            </Typography>
            <Typography sx={{ color: 'text.secondary', lineHeight: 1.7, mb: 3 }}>{plan.description}</Typography>
            <Box sx={{ mb: 4, flex: 1 }}>
              <CheckList items={plan.includes} ariaLabel={`Incluye el plan ${plan.title}`} />
            </Box>
            <div>
              <CtaButton
                action={{
                  label: 'Solicitar información',
                  to: paths.contactForm,
                  ariaLabel: `Solicitar información del plan ${plan.title}`,
                  variant: plan.highlighted ? 'primary' : 'secondary',
                }}
              />
            </div>
          </Box>
        </Box>
      ))}
    </CardGrid>
  );
}
