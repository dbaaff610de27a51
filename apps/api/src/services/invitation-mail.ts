import type { ContentLanguage } from '@installer/contracts';
import type { OutgoingMail } from './mailer.ts';

interface InvitationTexts {
  subject: (professional: string) => string;
  greeting: string;
  body: (professional: string, device: string) => string;
  action: string;
  /** The link to the installation's handover report (docs/decisions/0008-report-links.md). */
  report: string;
  ignore: string;
}

/**
 * spec §7 invitation mail, in the request's language (the locales of spec §1; Irish and British English share
 * the English text, as they share every reference text). Keyed by every content language of the contracts'
 * list, so a listed language without its mail does not compile: no silent English for a language we offer.
 */
const TEXTS: Record<ContentLanguage, InvitationTexts> = {
  en: {
    subject: (p) => `${p} invites you to follow your sensor`,
    greeting: 'Hello,',
    body: (p, d) =>
      `${p} has just installed the connected sensor ${d} for you. Create your personal space to follow its measurements and receive its alerts.`,
    action: 'Create my personal space',
    report: 'See the installation report',
    ignore: 'If you were not expecting this message, you can ignore it.',
  },
  fr: {
    subject: (p) => `${p} vous invite à suivre votre capteur`,
    greeting: 'Bonjour,',
    body: (p, d) =>
      `${p} vient d’installer pour vous le capteur connecté ${d}. Créez votre espace personnel pour suivre ses mesures et recevoir ses alertes.`,
    action: 'Créer mon espace personnel',
    report: 'Voir le rapport d’installation',
    ignore: 'Si vous n’attendiez pas ce message, vous pouvez l’ignorer.',
  },
  de: {
    subject: (p) => `${p} lädt Sie ein, Ihren Sensor zu verfolgen`,
    greeting: 'Guten Tag,',
    body: (p, d) =>
      `${p} hat soeben den vernetzten Sensor ${d} für Sie installiert. Legen Sie Ihren persönlichen Bereich an, um seine Messwerte zu verfolgen und seine Warnungen zu erhalten.`,
    action: 'Meinen persönlichen Bereich anlegen',
    report: 'Installationsbericht ansehen',
    ignore: 'Wenn Sie diese Nachricht nicht erwartet haben, können Sie sie ignorieren.',
  },
  nl: {
    subject: (p) => `${p} nodigt u uit om uw sensor te volgen`,
    greeting: 'Hallo,',
    body: (p, d) =>
      `${p} heeft zojuist de verbonden sensor ${d} voor u geïnstalleerd. Maak uw persoonlijke omgeving aan om de metingen te volgen en meldingen te ontvangen.`,
    action: 'Mijn persoonlijke omgeving aanmaken',
    report: 'Installatierapport bekijken',
    ignore: 'Als u dit bericht niet verwachtte, kunt u het negeren.',
  },
  it: {
    subject: (p) => `${p} ti invita a seguire il tuo sensore`,
    greeting: 'Buongiorno,',
    body: (p, d) =>
      `${p} ha appena installato per te il sensore connesso ${d}. Crea il tuo spazio personale per seguirne le misure e ricevere i suoi avvisi.`,
    action: 'Crea il mio spazio personale',
    report: 'Vedi il rapporto di installazione',
    ignore: 'Se non aspettavi questo messaggio, puoi ignorarlo.',
  },
  es: {
    subject: (p) => `${p} le invita a seguir su sensor`,
    greeting: 'Hola:',
    body: (p, d) =>
      `${p} acaba de instalar para usted el sensor conectado ${d}. Cree su espacio personal para seguir sus mediciones y recibir sus alertas.`,
    action: 'Crear mi espacio personal',
    report: 'Ver el informe de instalación',
    ignore: 'Si no esperaba este mensaje, puede ignorarlo.',
  },
  pt: {
    subject: (p) => `${p} convida-o a acompanhar o seu sensor`,
    greeting: 'Olá,',
    body: (p, d) =>
      `${p} acabou de instalar para si o sensor conectado ${d}. Crie o seu espaço pessoal para acompanhar as suas medições e receber os seus alertas.`,
    action: 'Criar o meu espaço pessoal',
    report: 'Ver o relatório de instalação',
    ignore: 'Se não esperava esta mensagem, pode ignorá-la.',
  },
  pl: {
    subject: (p) => `${p} zaprasza do śledzenia Twojego czujnika`,
    greeting: 'Dzień dobry,',
    body: (p, d) =>
      `${p}: właśnie zainstalowano dla Ciebie podłączony czujnik ${d}. Utwórz swoje konto osobiste, aby śledzić jego pomiary i otrzymywać alerty.`,
    action: 'Utwórz moje konto osobiste',
    report: 'Zobacz raport z instalacji',
    ignore: 'Jeśli ta wiadomość nie była oczekiwana, możesz ją zignorować.',
  },
};

const escapeHtml = (value: string): string =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export interface Invitation {
  email: string;
  deviceNumber: string;
  professionalName: string;
  /** The request's content language (http/language.ts: English when it names none we list). */
  language: ContentLanguage;
  publicUrl: string;
  /** The installation's handover report page, when the device is installed; null: no report line. */
  reportUrl: string | null;
}

/**
 * The sign-up link: the platform's sign-up page with the address and the device, so the customer's
 * space opens with the new sensor in it.
 */
function signUpLink(publicUrl: string, email: string, deviceNumber: string): string {
  return `${publicUrl}/signup?${new URLSearchParams({ email, device: deviceNumber })}`;
}

export function invitationMail(invitation: Invitation): OutgoingMail {
  const language = invitation.language;
  const t = TEXTS[language];
  const link = signUpLink(invitation.publicUrl, invitation.email, invitation.deviceNumber);
  const professional = invitation.professionalName;
  const body = t.body(professional, invitation.deviceNumber);
  const report = invitation.reportUrl;
  const text = [
    t.greeting,
    '',
    body,
    '',
    `${t.action}: ${link}`,
    ...(report ? ['', `${t.report}: ${report}`] : []),
    '',
    t.ignore,
    '',
    professional,
    '',
  ].join('\n');
  const html = `<!doctype html>
<html lang="${language}">
<body style="font-family: Arial, sans-serif; color: #222; line-height: 1.5">
<p>${escapeHtml(t.greeting)}</p>
<p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 10px 18px; background: #1565c0; color: #fff; text-decoration: none; border-radius: 4px">${escapeHtml(t.action)}</a></p>
${report ? `<p><a href="${escapeHtml(report)}">${escapeHtml(t.report)}</a></p>\n` : ''}<p style="color: #666; font-size: 13px">${escapeHtml(t.ignore)}</p>
<p>${escapeHtml(professional)}</p>
</body>
</html>
`;
  return { to: invitation.email, subject: t.subject(professional), text, html, language };
}
