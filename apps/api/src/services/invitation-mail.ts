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

/** What differs in the mail to a customer whose personal space exists already (spec §6). */
interface SensorAddedTexts {
  subject: (professional: string) => string;
  body: (professional: string, device: string) => string;
  action: string;
}

/**
 * The "a sensor was added to your space" mail (docs/decisions/0021-customer-space.md), in every content
 * language like the registration mail; its greeting and report line are the registration mail's.
 */
const SENSOR_ADDED_TEXTS: Record<ContentLanguage, SensorAddedTexts> = {
  en: {
    subject: (p) => `${p} added a sensor to your personal space`,
    body: (p, d) =>
      `${p} has just installed the connected sensor ${d} for you. It is now in your personal space, where you can follow its measurements.`,
    action: 'Open my personal space',
  },
  fr: {
    subject: (p) => `${p} a ajouté un capteur à votre espace personnel`,
    body: (p, d) =>
      `${p} vient d’installer pour vous le capteur connecté ${d}. Il figure désormais dans votre espace personnel, où vous pouvez suivre ses mesures.`,
    action: 'Ouvrir mon espace personnel',
  },
  de: {
    subject: (p) => `${p} hat Ihrem persönlichen Bereich einen Sensor hinzugefügt`,
    body: (p, d) =>
      `${p} hat soeben den vernetzten Sensor ${d} für Sie installiert. Er ist jetzt in Ihrem persönlichen Bereich, wo Sie seine Messwerte verfolgen können.`,
    action: 'Meinen persönlichen Bereich öffnen',
  },
  nl: {
    subject: (p) => `${p} heeft een sensor aan uw persoonlijke omgeving toegevoegd`,
    body: (p, d) =>
      `${p} heeft zojuist de verbonden sensor ${d} voor u geïnstalleerd. Hij staat nu in uw persoonlijke omgeving, waar u de metingen kunt volgen.`,
    action: 'Mijn persoonlijke omgeving openen',
  },
  it: {
    subject: (p) => `${p} ha aggiunto un sensore al tuo spazio personale`,
    body: (p, d) =>
      `${p} ha appena installato per te il sensore connesso ${d}. Ora è nel tuo spazio personale, dove puoi seguirne le misure.`,
    action: 'Apri il mio spazio personale',
  },
  es: {
    subject: (p) => `${p} ha añadido un sensor a su espacio personal`,
    body: (p, d) =>
      `${p} acaba de instalar para usted el sensor conectado ${d}. Ya aparece en su espacio personal, donde puede seguir sus mediciones.`,
    action: 'Abrir mi espacio personal',
  },
  pt: {
    subject: (p) => `${p} adicionou um sensor ao seu espaço pessoal`,
    body: (p, d) =>
      `${p} acabou de instalar para si o sensor conectado ${d}. Já está no seu espaço pessoal, onde pode acompanhar as suas medições.`,
    action: 'Abrir o meu espaço pessoal',
  },
  pl: {
    subject: (p) => `${p}: nowy czujnik na Twoim koncie osobistym`,
    body: (p, d) =>
      `${p}: właśnie zainstalowano dla Ciebie podłączony czujnik ${d}. Jest już widoczny na Twoim koncie osobistym, gdzie możesz śledzić jego pomiary.`,
    action: 'Otwórz moje konto osobiste',
  },
};

const escapeHtml = (value: string): string =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

interface MailParts {
  to: string;
  language: ContentLanguage;
  subject: string;
  body: string;
  action: string;
  link: string;
  /** The handover report page and its label; null: no report line. */
  report: { label: string; url: string } | null;
  /** A last line in grey; null: none. */
  footnote: string | null;
  professional: string;
}

/** Both mails' one layout: greeting, body, the button, the report line, the footnote, the professional. */
function composeMail(parts: MailParts): OutgoingMail {
  const { language, report, footnote, professional } = parts;
  const greeting = TEXTS[language].greeting;
  const text = [
    greeting,
    '',
    parts.body,
    '',
    `${parts.action}: ${parts.link}`,
    ...(report ? ['', `${report.label}: ${report.url}`] : []),
    ...(footnote ? ['', footnote] : []),
    '',
    professional,
    '',
  ].join('\n');
  const html = `<!doctype html>
<html lang="${language}">
<body style="font-family: Arial, sans-serif; color: #222; line-height: 1.5">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(parts.body)}</p>
<p><a href="${escapeHtml(parts.link)}" style="display: inline-block; padding: 10px 18px; background: #1565c0; color: #fff; text-decoration: none; border-radius: 4px">${escapeHtml(parts.action)}</a></p>
${report ? `<p><a href="${escapeHtml(report.url)}">${escapeHtml(report.label)}</a></p>\n` : ''}${footnote ? `<p style="color: #666; font-size: 13px">${escapeHtml(footnote)}</p>\n` : ''}<p>${escapeHtml(professional)}</p>
</body>
</html>
`;
  return { to: parts.to, subject: parts.subject, text, html, language };
}

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
 * The registration mail's button: the space's welcome page with the invitation's token in the fragment, which
 * a browser never sends, so no server or proxy log holds it (docs/decisions/0021-customer-space.md).
 */
function spaceWelcomeLink(publicUrl: string, token: string): string {
  return `${publicUrl}/space/welcome#${token}`;
}

const reportLine = (invitation: Invitation) =>
  invitation.reportUrl ? { label: TEXTS[invitation.language].report, url: invitation.reportUrl } : null;

/** spec §6: the mail to a customer without a personal space yet, with the link to choose its password. */
export function invitationMail(invitation: Invitation & { invitationToken: string }): OutgoingMail {
  const t = TEXTS[invitation.language];
  const professional = invitation.professionalName;
  return composeMail({
    to: invitation.email,
    language: invitation.language,
    subject: t.subject(professional),
    body: t.body(professional, invitation.deviceNumber),
    action: t.action,
    link: spaceWelcomeLink(invitation.publicUrl, invitation.invitationToken),
    report: reportLine(invitation),
    footnote: t.ignore,
    professional,
  });
}

/** The mail to a customer whose personal space exists: the new sensor is in it (docs/decisions/0021). */
export function sensorAddedMail(invitation: Invitation): OutgoingMail {
  const t = SENSOR_ADDED_TEXTS[invitation.language];
  const professional = invitation.professionalName;
  return composeMail({
    to: invitation.email,
    language: invitation.language,
    subject: t.subject(professional),
    body: t.body(professional, invitation.deviceNumber),
    action: t.action,
    link: `${invitation.publicUrl}/space`,
    report: reportLine(invitation),
    footnote: null,
    professional,
  });
}
