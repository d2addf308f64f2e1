import type { Locale } from '../../../contract/locales';
import type { Role } from '../../../contract/people';

interface InvitationFacts {
  invitedBy: string;
  businessTitle: string;
  role: Role;
  /** When the link stops working, already written in the message's language. */
  expires: string;
  link: string;
}

interface InvitationWords {
  subject: (businessTitle: string) => string;
  body: (f: InvitationFacts) => string;
  roles: Record<Role, string>;
}

/** The invitation in the inviting owner's language (the one their dashboard speaks), as the invoices' messages are. */
export const invitationWords: Record<Locale, InvitationWords> = {
  en: {
    subject: (t) => `Invitation to Invoice Desk: ${t}`,
    roles: {
      owner: 'an owner (everything, including who may use it)',
      accountant: 'the accountant (reads everything and downloads the reports; changes nothing)',
      staff: 'staff (captures receipts and sees their own)',
    },
    body: (f) =>
      `Hello,\n\n${f.invitedBy} invites you to Invoice Desk for ${f.businessTitle}, as ${invitationWords.en.roles[f.role]}.\n\n` +
      `Open this link to choose your password (it works once, until ${f.expires}):\n\n${f.link}\n\n` +
      'If you did not expect this, ignore this message: nothing happens without the link.',
  },
  lt: {
    subject: (t) => `Kvietimas į Invoice Desk: ${t}`,
    roles: {
      owner: 'savininką (viskas, taip pat kas gali naudotis)',
      accountant: 'buhalterį (mato viską ir atsisiunčia ataskaitas; nieko nekeičia)',
      staff: 'darbuotoją (fotografuoja kvitus ir mato savo)',
    },
    body: (f) =>
      `Laba diena,\n\n${f.invitedBy} kviečia jus į Invoice Desk įmonėje ${f.businessTitle} kaip ${invitationWords.lt.roles[f.role]}.\n\n` +
      `Atidarykite šią nuorodą ir pasirinkite slaptažodį (ji veikia vieną kartą, iki ${f.expires}):\n\n${f.link}\n\n` +
      'Jei šio laiško nelaukėte, jo nepaisykite: be nuorodos nieko neįvyks.',
  },
  de: {
    subject: (t) => `Einladung zu Invoice Desk: ${t}`,
    roles: {
      owner: 'Inhaber (alles, auch wer es nutzen darf)',
      accountant: 'Buchhalter (sieht alles und lädt die Berichte herunter; ändert nichts)',
      staff: 'Mitarbeiter (erfasst Belege und sieht die eigenen)',
    },
    body: (f) =>
      `Guten Tag,\n\n${f.invitedBy} lädt Sie zu Invoice Desk für ${f.businessTitle} ein, als ${invitationWords.de.roles[f.role]}.\n\n` +
      `Öffnen Sie diesen Link, um Ihr Passwort zu wählen (er gilt einmal, bis ${f.expires}):\n\n${f.link}\n\n` +
      'Falls Sie das nicht erwartet haben, ignorieren Sie diese Nachricht: Ohne den Link geschieht nichts.',
  },
  fr: {
    subject: (t) => `Invitation à Invoice Desk : ${t}`,
    roles: {
      owner: 'propriétaire (tout, y compris qui peut l’utiliser)',
      accountant: 'comptable (voit tout et télécharge les rapports ; ne modifie rien)',
      staff: 'employé (photographie les reçus et voit les siens)',
    },
    body: (f) =>
      `Bonjour,\n\n${f.invitedBy} vous invite sur Invoice Desk pour ${f.businessTitle}, en tant que ${invitationWords.fr.roles[f.role]}.\n\n` +
      `Ouvrez ce lien pour choisir votre mot de passe (il fonctionne une fois, jusqu’au ${f.expires}) :\n\n${f.link}\n\n` +
      'Si vous n’attendiez pas ce message, ignorez-le : rien ne se passe sans le lien.',
  },
  es: {
    subject: (t) => `Invitación a Invoice Desk: ${t}`,
    roles: {
      owner: 'propietario (todo, incluido quién puede usarlo)',
      accountant: 'contable (ve todo y descarga los informes; no cambia nada)',
      staff: 'empleado (fotografía los recibos y ve los suyos)',
    },
    body: (f) =>
      `Hola:\n\n${f.invitedBy} le invita a Invoice Desk para ${f.businessTitle}, como ${invitationWords.es.roles[f.role]}.\n\n` +
      `Abra este enlace para elegir su contraseña (funciona una vez, hasta el ${f.expires}):\n\n${f.link}\n\n` +
      'Si no esperaba este mensaje, ignórelo: sin el enlace no ocurre nada.',
  },
};
