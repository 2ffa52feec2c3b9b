import type { z } from 'zod';
import type { JezikPoruka } from './jezik.ts';

export { JEZIK_HEADER, jezikIzZaglavlja, jezikOd } from './jezik.ts';
export type { JezikPoruka } from './jezik.ts';

/**
 * The English of every message the server answers, keyed by its Serbian text: the Serbian stays the one source (the
 * specification's quoted wording is kept exactly), and a `{name}` stands for a value the message names (an id, a
 * date, a record's name). A value that is itself a catalogued phrase ('Radnik sa id-em 5') is translated too.
 */
const KATALOG: ReadonlyArray<readonly [sr: string, en: string]> = [
  // The error model's frame and the framework's own refusals.
  ['Neispravan unos ({kontekst}): {detalji}', 'Incorrect entry ({kontekst}): {detalji}'],
  ['Neispravan unos.', 'Incorrect entry.'],
  ['podaci', 'data'],
  ['putanja', 'path'],
  ['upit', 'query'],
  ['zaglavlja', 'headers'],
  ['zahtev', 'request'],
  ['Nepodržan format zahteva.', 'Unsupported request format.'],
  ['Zahtev je prevelik.', 'The request is too large.'],
  ['Telo zahteva je prazno.', 'The request body is empty.'],
  ['Telo zahteva nije ispravan JSON.', 'The request body is not valid JSON.'],
  ['Neispravna dužina zahteva.', 'Invalid request length.'],
  ['Neispravan zahtev.', 'Invalid request.'],
  ['Putanja zahteva je preduga.', 'The request path is too long.'],
  ['Neispravna putanja zahteva.', 'Invalid request path.'],
  ['Nepostojeća putanja: {metod} {putanja}', 'No such path: {metod} {putanja}'],
  ['Interna greška servera.', 'Internal server error.'],
  [
    'Neispravan unos: neka vrednost nije dozvoljena (nedozvoljeni znakovi, prevelik broj ili nepostojeći datum).',
    'Incorrect entry: a value is not allowed (forbidden characters, a number too large or a date that does not exist).',
  ],
  ['Previše zahteva. Pokušajte ponovo za minut.', 'Too many requests. Try again in a minute.'],
  [
    'Niste prijavljeni ili je sesija istekla. Prijavite se ponovo.',
    'You are not signed in or your session has expired. Sign in again.',
  ],
  ['Nemate prava pristupa na ovu akciju', 'You have no access rights for this action'],
  [
    'Neispravan ključ zahteva (Idempotency-Key): očekuje se 1 do 255 vidljivih ASCII znakova.',
    'Invalid request key (Idempotency-Key): 1 to 255 visible ASCII characters are expected.',
  ],
  [
    'Ključ zahteva (Idempotency-Key) je već upotrebljen za drugačiji zahtev. Pošaljite novi zahtev sa novim ključem.',
    'The request key (Idempotency-Key) was already used for a different request. Send a new request with a new key.',
  ],
  [
    'Isti zahtev se još obrađuje. Pokušajte ponovo za nekoliko trenutaka.',
    'The same request is still being processed. Try again in a few moments.',
  ],
  [
    'Zapis je u međuvremenu izmenio neko drugi. Osvežite podatke i pokušajte ponovo.',
    'Someone else has changed this record in the meantime. Refresh the data and try again.',
  ],

  // Validation of a field (zod's checks and the schemas' own messages).
  ['Polje je obavezno.', 'This field is required.'],
  ['Očekuje se tekst.', 'Text is expected.'],
  ['Očekuje se broj.', 'A number is expected.'],
  ['Očekuje se ceo broj.', 'A whole number is expected.'],
  ['Očekuje se logička vrednost (true ili false).', 'A true or false value is expected.'],
  ['Očekuje se lista.', 'A list is expected.'],
  ['Očekuje se objekat.', 'An object is expected.'],
  ['Očekuje se null.', 'Null is expected.'],
  ['Očekuje se druga vrsta vrednosti.', 'Another kind of value is expected.'],
  ['Tekst može imati najviše {max} znakova.', 'At most {max} characters.'],
  ['Najviše {max} stavki.', 'At most {max} items.'],
  ['Vrednost ne sme biti veća od {max}.', 'The value must not be greater than {max}.'],
  ['Broj je izvan opsega koji se može tačno zapisati.', 'The number is beyond the range that can be stored exactly.'],
  ['Vrednost mora biti manja od {max}.', 'The value must be less than {max}.'],
  ['Tekst mora imati bar {min} znakova.', 'At least {min} characters.'],
  ['Najmanje {min} stavki.', 'At least {min} items.'],
  ['Vrednost ne sme biti manja od {min}.', 'The value must not be less than {min}.'],
  ['Vrednost mora biti veća od {min}.', 'The value must be greater than {min}.'],
  ['Neispravna adresa (URL).', 'Invalid address (URL).'],
  ['Neispravan datum i vreme.', 'Invalid date and time.'],
  ['Neispravan oblik vrednosti.', 'Invalid format of the value.'],
  ['Dozvoljene vrednosti: {vrednosti}.', 'Allowed values: {vrednosti}.'],
  ['Nepoznato polje: {polja}.', 'Unknown field: {polja}.'],
  ['Neispravan broj.', 'The number is not valid.'],
  ['Neispravna vrednost.', 'The value is not valid.'],
  ['Datum mora biti u obliku GGGG-MM-DD.', 'The date must be in the form YYYY-MM-DD.'],
  ['Nepostojeći datum.', 'This date does not exist.'],
  ['Datum mora biti između 2000. i 2099. godine.', 'The date must be between the years 2000 and 2099.'],
  ['Vreme mora biti u obliku HH:mm ili HH:mm:ss.', 'The time must be in the form HH:mm or HH:mm:ss.'],
  ['Trajanje mora biti u obliku HH:mm:ss.', 'The duration must be in the form HH:mm:ss.'],
  ['Korisničko ime sadrži nedozvoljene znakove.', 'The username contains characters that are not allowed.'],
  ['Korisničko ime je obavezno.', 'The username is required.'],
  ['Korisničko ime može imati najviše 64 znaka.', 'The username can have at most 64 characters.'],
  [
    'Korisničko ime sadrži nedozvoljene nevidljive znakove.',
    'The username contains invisible characters that are not allowed.',
  ],
  [
    'Korisničko ime sme imati samo slova jednog pisma (latinice ili ćirilice), cifre i znakove . _ @ -',
    'The username may have only letters of one script (Latin or Cyrillic), digits and the characters . _ @ -',
  ],
  ['Tekst sadrži nedozvoljene znakove.', 'The text contains characters that are not allowed.'],
  ['Tekst sadrži neispravno kodirane znakove.', 'The text contains wrongly encoded characters.'],
  ['Tekst sadrži nedozvoljene kontrolne znakove.', 'The text contains control characters that are not allowed.'],
  [
    'Tekst sadrži nedozvoljene znakove za promenu smera pisanja.',
    'The text contains writing-direction characters that are not allowed.',
  ],
  ['Tekst sadrži nedozvoljene nevidljive znakove.', 'The text contains invisible characters that are not allowed.'],
  ['Kraj mora biti posle početka.', 'The end must be after the start.'],
  ['Kraj radnog vremena mora biti posle početka.', 'The end of the working time must be after its start.'],
  ['Odrađeno mora biti u obliku HH:mm:ss.', 'Worked time must be in the form HH:mm:ss.'],
  ['Odrađeno ne može biti više od 24 sata.', 'Worked time cannot be more than 24 hours.'],
  ['Naziv je obavezan.', 'The name is required.'],
  ['Ime je obavezno.', 'The first name is required.'],
  ['Prezime je obavezno.', 'The last name is required.'],
  ['Naziv opreme je obavezan.', 'The equipment name is required.'],
  ['Naziv slike je obavezan.', 'The image name is required.'],
  ['Tekst beleške je obavezan.', 'The note text is required.'],
  ['Tekst je obavezan.', 'The text is required.'],
  ['Matični broj može imati najviše 13 cifara.', 'The registry number can have at most 13 digits.'],
  [
    'Matični broj sme imati samo cifre: najviše 8 za pravno lice i 13 za fizičko lice.',
    'The registry number may have digits only: at most 8 for a legal person and 13 for a natural person.',
  ],
  ['Neispravna adresa e-pošte.', 'Invalid e-mail address.'],
  ['Bankar mora pripadati banci.', 'A banker must belong to a bank.'],
  ['Samo bankar pripada banci.', 'Only a banker belongs to a bank.'],
  ['Koordinate se zadaju obe ili nijedna.', 'Give both coordinates or neither.'],
  ['Vrednost ne sme biti negativna.', 'The value must not be negative.'],
  ['Poluprečnik mora biti između {min} m i {max} km.', 'The radius must be between {min} m and {max} km.'],
  ['Početni datum ne sme biti posle krajnjeg.', 'The start date must not be after the end date.'],
  ['Mesec mora biti od 1 do 12.', 'The month must be from 1 to 12.'],
  ['Godina mora biti od 2000 do 2099.', 'The year must be from 2000 to 2099.'],
  ['Krajnji mesec ne sme biti pre početnog.', 'The end month must not be before the start month.'],
  ['Period može obuhvatiti najviše 120 meseci.', 'A period may span at most 120 months.'],
  [
    'Resurs mora biti oblika m{id} (oprema) ili r{id} (radnik).',
    'A resource must have the form m{id} (equipment) or r{id} (worker).',
  ],
  [
    'Cena rada opreme mora biti broj od 0 do 10.000.000.',
    'The equipment cost per hour must be a number from 0 to 10,000,000.',
  ],
  ['Početna vrednost opsega ne sme biti veća od krajnje.', 'The start of a range must not be greater than its end.'],
  [
    'Pretraga po poluprečniku traži širinu, dužinu i poluprečnik.',
    'A radius search needs a latitude, a longitude and a radius.',
  ],
  ['Vrednost mora biti broj.', 'The value must be a number.'],
  ['Vrednost je prevelika.', 'The value is too large.'],
  ['Umanjenje mora biti između 0 i 100 %.', 'The reduction must be between 0 and 100 %.'],
  ['Nepoznata vrsta nepokretnosti.', 'Unknown kind of property.'],
  ['Nepoznata grupa nepokretnosti; dozvoljene su 81, 82 i 83.', 'Unknown property group; allowed are 81, 82 and 83.'],
  ['Nepoznata vrsta zapisa; dozvoljene su: {vrste}.', 'Unknown kind of record; allowed are: {vrste}.'],
  ['Početak opsega mora biti pre kraja.', 'The start of the range must be before its end.'],
  ['Opseg može obuhvatiti najviše dve godine.', 'The range can cover at most two years.'],
  ['Opseg može obuhvatiti najviše godinu dana.', 'The range can cover at most one year.'],
  ['Godišnji može trajati najviše godinu dana.', 'Annual leave can last at most one year.'],

  // Passwords and signing in.
  ['Lozinka je obavezna.', 'The password is required.'],
  ['Lozinka je predugačka.', 'The password is too long.'],
  ['Stara lozinka je obavezna.', 'The old password is required.'],
  ['Stara lozinka nije ispravna.', 'The old password is not correct.'],
  ['Lozinka mora imati bar {min} znakova.', 'The password must have at least {min} characters.'],
  ['Lozinka može imati najviše {max} znakova.', 'The password can have at most {max} characters.'],
  ['Lozinka ne sme biti sastavljena samo od razmaka.', 'The password must not consist of spaces only.'],
  ['Lozinka ne sme sadržati korisničko ime.', 'The password must not contain the username.'],
  [
    'Ova lozinka je previše česta ili je već procurela. Izaberite drugu.',
    'This password is too common or has been leaked. Choose another one.',
  ],
  ['Potvrda lozinke se ne poklapa sa lozinkom.', 'The password confirmation does not match the password.'],
  ['Potvrda lozinke se ne poklapa sa novom lozinkom.', 'The password confirmation does not match the new password.'],
  ['Pogrešno korisničko ime ili lozinka.', 'Wrong username or password.'],
  [
    'Previše neuspešnih pokušaja prijave. Pokušajte ponovo za {minuta} min.',
    'Too many failed sign-in attempts. Try again in {minuta} min.',
  ],

  // Records that do not exist ('{what} ne postoji.' with a catalogued what).
  ['{sta} ne postoji.', '{sta} does not exist.'],
  ['Radnik sa id-em {id}', 'The worker with id {id}'],
  ['Radnik sa korisničkim imenom {ime}', 'The worker with the username {ime}'],
  ['Oprema sa id-em {id}', 'The equipment with id {id}'],
  ['Klijent sa id-em {id}', 'The client with id {id}'],
  ['Nepokretnost sa id-em {id}', 'The property with id {id}'],
  ['Dokument sa id-em {id}', 'The document with id {id}'],
  ['Sadržaj dokumenta sa id-em {id}', 'The content of the document with id {id}'],
  ['Sadržaj dokumenta {naziv}', 'The content of the document {naziv}'],
  ['Dokument za preuzimanje', 'The document to download'],
  ['Slika sa id-em {id} ove nepokretnosti', 'The image with id {id} of this property'],
  ['Slika sa id-em {id}', 'The image with id {id}'],
  ['Sadržaj slike sa id-em {id}', 'The content of the image with id {id}'],
  ['Sadržaj slike {naziv}', 'The content of the image {naziv}'],
  ['Slika za preuzimanje', 'The image to download'],
  ['Beleška sa id-em {id}', 'The note with id {id}'],
  ['Praznik sa id-em {id}', 'The holiday with id {id}'],
  ['Državni praznik sa id-em {id}', 'The state holiday with id {id}'],
  ['Godišnji sa id-em {id}', 'The annual leave with id {id}'],
  ['Zadatak sa id-em {id}', 'The task with id {id}'],
  ['RSS feed sa id-em {id}', 'The RSS feed with id {id}'],

  // Work time, holidays, leave.
  ['Već ste prijavljeni.', 'You are already signed in.'],
  ['Pauza nije moguća: niste prijavljeni.', 'A pause is not possible: you are not signed in.'],
  ['Pauza nije moguća: već ste na pauzi.', 'A pause is not possible: you are already on a pause.'],
  ['Odjava nije moguća: niste prijavljeni.', 'Signing out is not possible: you are not signed in.'],
  [
    'Datum {datum} pada na vikend; za vikend se radno vreme ne unosi.',
    'The date {datum} falls on a weekend; working time is not entered for weekends.',
  ],
  [
    'Datum {datum} pada na vikend; godišnji počinje i završava se radnim danom.',
    'The date {datum} falls on a weekend; annual leave starts and ends on a working day.',
  ],
  [
    'Datum {datum} pada na vikend; praznik se unosi za radni dan.',
    'The date {datum} falls on a weekend; a holiday is entered for a working day.',
  ],
  ['Radnik već ima praznik {datum}.', 'The worker already has a holiday on {datum}.'],
  ['Državni praznik za datum {datum} već postoji.', 'A state holiday on {datum} already exists.'],
  [
    'Godišnji odmor od {dana} radnih dana je duži od preostalih dana ({preostalo}).',
    'Annual leave of {dana} working days is longer than the days left ({preostalo}).',
  ],
  [
    'Za deo ovog perioda već postoji zahtev za godišnji odmor.',
    'A request for annual leave already covers part of this period.',
  ],
  ['Ovaj godišnji odmor je već odobren.', 'This annual leave is already approved.'],

  // Workers.
  ['Korisničko ime „{ime}“ je zauzeto.', 'The username “{ime}” is taken.'],
  [
    'Korisničko ime „{ime}“ se ne razlikuje dovoljno od postojećeg „{postojece}“.',
    'The username “{ime}” is too similar to the existing “{postojece}”.',
  ],
  [
    'Administrator ne može sebi oduzeti ulogu ni deaktivirati sopstveni nalog.',
    'An administrator cannot take away their own role or deactivate their own account.',
  ],

  // Tasks.
  ['Zadatak je već u toku.', 'The task is already in progress.'],
  ['Zadatak je završen i ne može se ponovo započeti.', 'The task is finished and cannot be started again.'],
  ['Radnik nije dodeljen ovom zadatku.', 'The worker is not assigned to this task.'],
  ['Radnik već radi na zadatku: {zadaci}.', 'The worker is already working on the task: {zadaci}.'],
  ['Zadatak od kog ovaj zavisi još nije završen.', 'A task this one depends on is not finished yet.'],
  ['Da li ipak želite da započnete zadatak?', 'Do you still want to start the task?'],
  ['Pauza je moguća samo dok je zadatak u toku.', 'A pause is possible only while the task is in progress.'],
  ['Zadatak nije započet pa ne može biti završen.', 'The task has not been started, so it cannot be finished.'],
  ['Zadatak je već završen.', 'The task is already finished.'],

  // Equipment, RSS feeds.
  ['Oprema sa nazivom „{ime}“ već postoji.', 'Equipment named “{ime}” already exists.'],
  [
    'Oprema „{ime}“ je dodeljena zadacima ({zadataka}) i ne može se obrisati. Uklonite je prvo iz zadataka.',
    'The equipment “{ime}” is assigned to tasks ({zadataka}) and cannot be deleted. Remove it from the tasks first.',
  ],
  ['RSS feed sa nazivom „{naziv}“ već postoji.', 'An RSS feed named “{naziv}” already exists.'],
  ['Adresa feed-a mora biti http(s) URL.', 'The feed address must be an http(s) URL.'],
  [
    'Adresa feed-a ne sme da sadrži korisničko ime ni lozinku.',
    'The feed address must not contain a username or a password.',
  ],
  [
    'Adresa feed-a mora biti javna adresa na internetu; lokalne i privatne adrese (localhost, 127.0.0.1, 10.x, 192.168.x i slične) nisu dozvoljene.',
    'The feed address must be a public address on the internet; local and private addresses (localhost, 127.0.0.1, 10.x, 192.168.x and the like) are not allowed.',
  ],

  // Work orders (radni nalog).
  ['Uspešno sačuvan radni nalog.', 'Work order saved successfully.'],
  [
    'Godina gradnje mora biti ceo broj od 1000 do tekuće godine.',
    'The year of construction must be a whole number from 1000 to the current year.',
  ],
  [
    'Opcija „nema“ ne može biti izabrana uz druge opcije.',
    'The option "none" cannot be chosen together with other options.',
  ],
  ['Ista opcija je izabrana više puta.', 'The same option is chosen more than once.'],
  ['Izabrano je previše opcija.', 'Too many options are chosen.'],
  [
    'Izabrana opcija (id {id}) ne postoji u polju {polje}.',
    'The chosen option (id {id}) does not exist in the field {polje}.',
  ],
  ['Lift je „da“, „ne“ ili „nepoznato“.', 'The lift is "yes", "no" or "unknown".'],

  // Clients, banks and bankers.
  ['Pravno lice već postoji u bazi', 'The legal person already exists in the database'],
  ['Izabrano naselje (id {id}) ne postoji.', 'The chosen place (id {id}) does not exist.'],
  ['Izabrano naselje ne pripada izabranoj opštini.', 'The chosen place does not belong to the chosen municipality.'],
  ['Izabrana opština (id {id}) ne postoji.', 'The chosen municipality (id {id}) does not exist.'],
  ['Izabrana opština ne pripada izabranoj državi.', 'The chosen municipality does not belong to the chosen country.'],
  ['Izabrana država (id {id}) ne postoji.', 'The chosen country (id {id}) does not exist.'],
  ['Izabrana katastarska opština (id {id}) ne postoji.', 'The chosen cadastral municipality (id {id}) does not exist.'],
  [
    'Izabrana katastarska opština ne pripada izabranoj opštini.',
    'The chosen cadastral municipality does not belong to the chosen municipality.',
  ],
  ['Izabrana banka (id {id}) ne postoji.', 'The chosen bank (id {id}) does not exist.'],
  ['Bankar može pripadati samo banci.', 'A banker can belong to a bank only.'],
  ['Banka kojoj pripadaju bankari ne može promeniti vrstu.', 'A bank that has bankers cannot change its kind.'],
  [
    'Klijent sa id-em {id} se koristi i ne može se obrisati.',
    'The client with id {id} is in use and cannot be deleted.',
  ],
  ['Postoji bankar koji pripada banci sa id-em {id}', 'A banker belongs to the bank with id {id}'],
  ['Postoji procena kome je dodeljen Klijent/Bankar sa id-em {id}', 'A valuation has the client/banker with id {id}'],
  ['Postoji posao kome je dodeljen Klijent/Bankar sa id-em {id}', 'A job has the client/banker with id {id}'],

  // Valuations.
  ['Procena sa id-em {id}', 'The valuation with id {id}'],
  ['Izabrana banka (id {id}) nije banka.', 'The chosen bank (id {id}) is not a bank.'],
  ['Izabrani klijent (id {id}) ne postoji.', 'The chosen client (id {id}) does not exist.'],
  ['Izabrani klijent (id {id}) nije klijent.', 'The chosen client (id {id}) is not a client.'],
  ['Izabrani bankar (id {id}) ne postoji.', 'The chosen banker (id {id}) does not exist.'],
  ['Izabrani bankar (id {id}) nije bankar.', 'The chosen banker (id {id}) is not a banker.'],
  ['Izabrani bankar ne pripada izabranoj banci.', 'The chosen banker does not belong to the chosen bank.'],
  ['Izabrani vođa (id {id}) ne postoji.', 'The chosen leader (id {id}) does not exist.'],
  ['Izabrani inspektor (id {id}) ne postoji.', 'The chosen inspector (id {id}) does not exist.'],
  [
    'Nepokretnost sa id-em {id} nije predmet ove procene.',
    'The property with id {id} is not a subject of this valuation.',
  ],
  [
    'Procena sa id-em {id} nema predmet procene koji bi se kopirao.',
    'The valuation with id {id} has no subject to copy.',
  ],
  ['Id u telu zahteva nije id iz putanje.', 'The Id in the request body is not the id in the path.'],
  ['Faza mora biti od 1 do 6.', 'The phase must be from 1 to 6.'],
  ['Faza plaćanja mora biti od 1 do 6.', 'The payment phase must be from 1 to 6.'],
  ['Tip procene mora biti od 1 do 8.', 'The valuation type must be from 1 to 8.'],
  ['Prioritet mora biti od 1 do 3.', 'The priority must be from 1 to 3.'],
  ['Dogovorena cena mora biti broj.', 'The agreed price must be a number.'],
  ['Dogovorena cena ne sme biti negativna.', 'The agreed price must not be negative.'],
  ['Dogovorena cena je prevelika.', 'The agreed price is too large.'],
  ['Kurs mora biti broj.', 'The rate must be a number.'],
  ['Kurs ne sme biti negativan.', 'The rate must not be negative.'],
  ['Kurs je prevelik.', 'The rate is too large.'],
  ['Bankar se bira uz banku.', 'A banker is chosen together with a bank.'],
  ['Izaberite banku ili klijenta.', 'Choose a bank or a client.'],
  // Valuations: comparables.
  ['Predmet procene može imati najviše {n} komparativa.', 'A valuation subject can have at most {n} comparables.'],
  ['Usklađivanje mora biti između {min} i {max} %.', 'The adjustment must be between {min} and {max} %.'],
  ['Usklađivanje mora biti broj.', 'The adjustment must be a number.'],
  ['Usklađivanje ima najviše dve decimale.', 'The adjustment has at most two decimals.'],
  ['Id komparativa mora biti ceo broj od 1 do 99999999.', 'A comparable id must be a whole number from 1 to 99999999.'],
  ['Izaberite bar jedan komparativ.', 'Choose at least one comparable.'],
  ['Pošaljite bar jedan komparativ.', 'Send at least one comparable.'],
  ['Jedan zahtev može imati najviše {n} komparativa.', 'One request can have at most {n} comparables.'],
  ['Komparativ sa id-em {id}', 'The comparable with id {id}'],
  ['Komparativ je naveden više puta.', 'A comparable is named more than once.'],
  [
    'Nepokretnost sa id-em {id} je predmet procene i ne može biti komparativ.',
    'The property with id {id} is a valuation subject and cannot be a comparable.',
  ],
  [
    'Predmet procene nema koordinate: dodajte ih u obrazac procene da bi se komparativi tražili oko njega.',
    'The valuation subject has no coordinates: add them in the valuation form to search comparables around it.',
  ],
  ['Komparativi su dodati.', 'The comparables were added.'],
  ['Komparativi su uklonjeni.', 'The comparables were removed.'],
  // Valuations: the Word report and its templates, the export.
  ['Šablon sa id-em {id}', 'The template with id {id}'],
  ['Sadržaj šablona sa id-em {id}', 'The content of the template with id {id}'],
  ['Šablon se šalje kao multipart/form-data.', 'The template is sent as multipart/form-data.'],
  [
    'Šablon je prevelik; najveća dozvoljena veličina je 10 MB.',
    'The template is too large; the largest allowed size is 10 MB.',
  ],
  ['Šablon mora biti Word dokument (.docx).', 'The template must be a Word document (.docx).'],
  ['Šablon nije ispravan Word dokument (.docx).', 'The template is not a valid Word document (.docx).'],
  ['Šablon mora imati naziv.', 'The template must have a name.'],
  ['Šablon tog naziva već postoji.', 'A template of that name already exists.'],
  ['Ugrađeni šablon se ne može obrisati.', 'A shipped template cannot be deleted.'],
  ['Šablon je obrisan.', 'The template was deleted.'],
  ['Šablon ima neispravnu oznaku „{oznaka}“: {opis}.', 'The template has a broken tag “{oznaka}”: {opis}.'],
  ['Šablon ima neispravnu oznaku: {opis}.', 'The template has a broken tag: {opis}.'],
  ['zatvorena oznaka bez otvaranja', 'a closing tag without an opening one'],
  ['oznaka nije zatvorena', 'the tag is not closed'],
  ['oznaka je otvorena dva puta', 'the tag is opened twice'],
  ['oznaka je zatvorena dva puta', 'the tag is closed twice'],
  ['kraj petlje bez njenog početka', 'the end of a loop without its start'],
  ['petlja nije zatvorena', 'the loop is not closed'],
  ['kraj petlje ne odgovara njenom početku', 'the end of the loop does not match its start'],
  ['oznaka slike ili XML-a mora stajati sama u pasusu', 'a picture or XML tag must stand alone in its paragraph'],
  ['petlje nisu pravilno ugnježdene', 'the loops are not nested properly'],
  ['sadržaj dokumenta nije ispravan', 'the content of the document is not valid'],
  ['neispravna oznaka', 'a broken tag'],

  // Properties, images, documents, import.
  [
    'Poređenje po udaljenosti traži centar pretrage (širinu i dužinu).',
    'Sorting by distance needs the search centre (latitude and longitude).',
  ],
  [
    'Nepokretnost sa id-em {id} se koristi u proceni i ne može se obrisati.',
    'The property with id {id} is used in a valuation and cannot be deleted.',
  ],
  ['Fajlovi se šalju kao multipart/form-data.', 'Files are sent as multipart/form-data.'],
  ['Fajl se šalje kao multipart/form-data.', 'The file is sent as multipart/form-data.'],
  ['Slike se šalju kao multipart/form-data.', 'Images are sent as multipart/form-data.'],
  [
    'Fajl je prevelik; najveća dozvoljena veličina je {mb} MB.',
    'The file is too large; the largest allowed size is {mb} MB.',
  ],
  [
    'Slika je prevelika; najveća dozvoljena veličina je {velicina}.',
    'The image is too large; the largest allowed size is {velicina}.',
  ],
  ['U jednom slanju može biti najviše {n} fajlova.', 'One upload can have at most {n} files.'],
  ['U jednom slanju može biti najviše {n} slika.', 'One upload can have at most {n} images.'],
  [
    'Zahtev sa fajlovima nije ispravan ili je prekinut. Pošaljite fajlove ponovo.',
    'The request with files is invalid or was cut short. Send the files again.',
  ],
  [
    'Zahtev sa fajlom nije ispravan ili je prekinut. Pošaljite fajl ponovo.',
    'The request with the file is invalid or was cut short. Send the file again.',
  ],
  [
    'Zahtev sa slikama nije ispravan ili je prekinut. Pošaljite slike ponovo.',
    'The request with images is invalid or was cut short. Send the images again.',
  ],
  [
    'Najveći broj dokumenata jednog zapisa je {n} (sada ih ima {sada}). Obrišite neke pre dodavanja novih.',
    'A record can have at most {n} documents (it has {sada} now). Delete some before adding new ones.',
  ],
  [
    'Dokumenti jednog zapisa mogu zauzeti najviše {max} (sada zauzimaju {sada}). Obrišite neke pre dodavanja novih.',
    'The documents of one record can take at most {max} (they take {sada} now). Delete some before adding new ones.',
  ],
  [
    'Prostor za dokumente je popunjen (najviše {max}). Obratite se administratoru.',
    'The storage for documents is full (at most {max}). Contact the administrator.',
  ],
  [
    'Prostor za fajlove je popunjen (najviše {max}). Obratite se administratoru.',
    'The storage for files is full (at most {max}). Contact the administrator.',
  ],
  [
    'Najveći broj slika jedne nepokretnosti je {n} (sada ih ima {sada}). Obrišite neke pre dodavanja novih.',
    'A property can have at most {n} images (it has {sada} now). Delete some before adding new ones.',
  ],
  [
    'Slike jedne nepokretnosti mogu zauzeti najviše {max}. Obrišite neke pre dodavanja novih.',
    'The images of one property can take at most {max}. Delete some before adding new ones.',
  ],
  ['Fajlovi se šalju u polju {polje}.', 'Files are sent in the field {polje}.'],
  ['Svaki fajl u polju {polje} mora imati ime.', 'Every file in the field {polje} must have a name.'],
  ['Slike se šalju u polju {polje}.', 'Images are sent in the field {polje}.'],
  ['Svaka slika u polju {polje} mora imati ime.', 'Every image in the field {polje} must have a name.'],
  [
    'Fajl {naziv} nije dodat: izvršni fajlovi nisu dozvoljeni.',
    'The file {naziv} was not added: executable files are not allowed.',
  ],
  ['Fajl {naziv} nije dodat: dozvoljeni su samo {vrste}.', 'The file {naziv} was not added: only {vrste} are allowed.'],
  [
    'Fajl {naziv} nije dodat: sadržaj ne odgovara nastavku imena.',
    'The file {naziv} was not added: its content does not match its name’s extension.',
  ],
  [
    'Fajl {naziv} nije dodat: dozvoljene su samo slike ({vrste}).',
    'The file {naziv} was not added: only images are allowed ({vrste}).',
  ],
  [
    'Fajl {naziv} nije dodat: sadržaj nije slika vrste koju kaže ime.',
    'The file {naziv} was not added: its content is not an image of the kind its name says.',
  ],
  ['Nijedan fajl nije poslat.', 'No file was sent.'],
  ['Nijedna slika nije poslata.', 'No image was sent.'],
  ['Lista slika navodi istu sliku više puta.', 'The list of images names the same image more than once.'],
  [
    'Lista slika mora sadržati tačno sve slike ove nepokretnosti; osvežite podatke i pokušajte ponovo.',
    'The list of images must hold exactly all images of this property; refresh the data and try again.',
  ],
  ['Samo jedna slika može biti glavna.', 'Only one image can be the main one.'],
  ['Uvozi se jedan fajl po zahtevu.', 'One file is imported per request.'],
  ['Kolona „{kolona}“ se u zaglavlju pojavljuje dva puta.', 'The column “{kolona}” appears twice in the header.'],
  [
    'Fajl nije tabela nepokretnosti: prvi red nema nijednu kolonu šablona. Preuzmite šablon i popunite ga.',
    'The file is not a table of properties: the first row has none of the template’s columns. Download the template and fill it in.',
  ],
  ['U zaglavlju nedostaju obavezne kolone: {kolone}.', 'The header lacks the required columns: {kolone}.'],
  [
    'Fajl nije tabela: uvoze se samo Excel (.xlsx) i CSV fajlovi popunjeni po šablonu.',
    'The file is not a table: only Excel (.xlsx) and CSV files filled in from the template are imported.',
  ],
  ['Fajl je prazan.', 'The file is empty.'],
  ['Fajl je prazan: nema zaglavlja ni redova sa podacima.', 'The file is empty: it has no header and no rows of data.'],
  [
    'Raspakovana tabela bi bila prevelika; podelite je na manje fajlove.',
    'The unpacked table would be too large; split it into smaller files.',
  ],
  [
    'Tabela ima previše teksta za uvoz (ćelija duža od 32.767 znakova ili više od milion različitih tekstova); ništa nije uvezeno.',
    'The table holds too much text to import (a cell longer than 32,767 characters or over a million different texts); nothing was imported.',
  ],
  [
    'Excel fajl je oštećen ili zaštićen lozinkom i ne može se pročitati.',
    'The Excel file is damaged or protected by a password and cannot be read.',
  ],
  [
    'Stari Excel format (.xls) nije podržan: sačuvajte tabelu kao .xlsx ili .csv.',
    'The old Excel format (.xls) is not supported: save the table as .xlsx or .csv.',
  ],
  ['CSV fajl se ne može pročitati ({greska}).', 'The CSV file cannot be read ({greska}).'],
  ['red {n} je duži od {kb} KB', 'line {n} is longer than {kb} KB'],
  ['red je duži od {kb} KB', 'a line is longer than {kb} KB'],
  ['neispravan zapis u redu {n}', 'a malformed record on line {n}'],
  ['neispravan zapis', 'a malformed record'],
  [
    'Nepoznate kolone u zaglavlju: {kolone}. Kolone moraju imati nazive iz šablona.',
    'Unknown columns in the header: {kolone}. The columns must have the names of the template.',
  ],
  [
    'Tabela se ne može pročitati; sačuvajte je ponovo kao .xlsx i pokušajte opet.',
    'The table cannot be read; save it again as .xlsx and try again.',
  ],
  [
    'Fajl ima više od {n} redova sa podacima. Podelite ga na manje fajlove; ništa nije uvezeno.',
    'The file has more than {n} rows of data. Split it into smaller files; nothing was imported.',
  ],
  // Jobs, tasks, templates and the Gantt plan.
  ['Naziv projekta je obavezan.', 'The project name is required.'],
  ['Dogovorena cena ne može biti negativna.', 'The agreed price cannot be negative.'],
  ['Datum ne može biti subota ni nedelja.', 'The date cannot be a Saturday or a Sunday.'],
  ['Prioritet mora biti 0, 1, 2 ili 3.', 'The priority must be 0, 1, 2 or 3.'],
  ['Opseg može obuhvatiti najviše deset godina.', 'The range can cover at most ten years.'],
  ['Planirano trajanje mora biti broj sati.', 'The planned duration must be a number of hours.'],
  ['Planirano trajanje mora biti veće od 0.', 'The planned duration must be greater than 0.'],
  ['Planirano trajanje može biti najviše {n} sati.', 'The planned duration can be at most {n} hours.'],
  ['Planirano trajanje može imati najviše dve decimale.', 'The planned duration can have at most two decimals.'],
  ['{sta} se šalje kao lista id-eva.', '{sta} is sent as a list of ids.'],
  ['Može se izabrati najviše 100 stavki ({sta}).', 'At most 100 items can be chosen ({sta}).'],
  ['Naziv zadatka je obavezan.', 'The task name is required.'],
  ['listRadnik mora biti id radnika.', 'listRadnik must be a worker id.'],
  ['Izaberite bar jednog radnika.', 'Choose at least one worker.'],
  ['Može se izabrati najviše {n} radnika.', 'At most {n} workers can be chosen.'],
  ['Naziv može imati najviše 200 znakova.', 'The name can have at most 200 characters.'],
  [
    'Zadatak ne može imati podzadatke: dozvoljen je samo nivo projekta i zadatka.',
    'A task cannot have sub-tasks: only the project level and the task level are allowed.',
  ],
  ['Trajanje mora biti bar jedan dan.', 'The duration must be at least one day.'],
  ['Trajanje je predugo.', 'The duration is too long.'],
  ['Datum mora biti broj milisekundi.', 'The date must be a number of milliseconds.'],
  ['Projekat sa id-em {id}', 'The project with id {id}'],
  ['Zadatak sa id-em {id} u projektu {posao}', 'The task with id {id} in project {posao}'],
  ['Izabrani projekat (id {id}) ne postoji.', 'The chosen project (id {id}) does not exist.'],
  ['Izabrani radnik (id {id}) ne postoji.', 'The chosen worker (id {id}) does not exist.'],
  ['Izabrana oprema (id {id}) ne postoji.', 'The chosen equipment (id {id}) does not exist.'],
  ['Izabrani šablon (id {id}) ne postoji.', 'The chosen template (id {id}) does not exist.'],
  ['Zadatak ne može zavisiti sam od sebe.', 'A task cannot depend on itself.'],
  [
    'Zadatak od kog se zavisi (id {id}) ne postoji u ovom projektu.',
    'The task depended on (id {id}) does not exist in this project.',
  ],
  [
    'Zadatak ne može početi pre kraja zadatka od kog zavisi („{naziv}”, do {kraj}); najraniji početak je {pocetak}.',
    'The task cannot start before the end of the task it depends on (“{naziv}”, until {kraj}); the earliest start is {pocetak}.',
  ],
  [
    'Ova zavisnost bi zatvorila krug: izabrani zadatak već čeka na ovaj.',
    'This dependency would close a circle: the chosen task already waits for this one.',
  ],
  ['Zadatak se ne može premestiti u drugi projekat.', 'A task cannot be moved to another project.'],
  [
    'Projekat nema zadatke: šablon se pravi od projekta sa zadacima.',
    'The project has no tasks: a template is made from a project with tasks.',
  ],
  ['Zadatak „{naziv}” je sačuvan.', 'The task “{naziv}” was saved.'],
  ['Zadatak „{naziv}” je izmenjen.', 'The task “{naziv}” was changed.'],
  [
    'Zadatak „{naziv}” je izmenjen; zadaci koji ga čekaju pomereni su posle njegovog kraja: {zadaci}.',
    'The task “{naziv}” was changed; the tasks waiting for it were moved after its end: {zadaci}.',
  ],
  ['Zadatak „{naziv}” je obrisan.', 'The task “{naziv}” was deleted.'],
  [
    'Projekat „{naziv}” je sačuvan sa {n} zadataka iz šablona.',
    'The project “{naziv}” was saved with {n} tasks from the template.',
  ],
  ['Projekat „{naziv}” je sačuvan.', 'The project “{naziv}” was saved.'],
  ['Projekat „{naziv}” je izmenjen.', 'The project “{naziv}” was changed.'],
  ['Projekat „{naziv}” je obrisan.', 'The project “{naziv}” was deleted.'],
  ['Šablon „{naziv}” je sačuvan.', 'The template “{naziv}” was saved.'],
  ['Plan je sačuvan.', 'The plan was saved.'],
  [
    'Plan je u međuvremenu izmenio neko drugi („{naziv}”). Ništa nije sačuvano: učitajte plan ponovo pa ponovite izmene.',
    'Someone else changed the plan meanwhile (“{naziv}”). Nothing was saved: load the plan again and repeat your changes.',
  ],
  [
    'Plan je u međuvremenu izmenio neko drugi (projekat {id} je obrisan). Ništa nije sačuvano: učitajte plan ponovo pa ponovite izmene.',
    'Someone else changed the plan meanwhile (project {id} was deleted). Nothing was saved: load the plan again and repeat your changes.',
  ],
  [
    'Plan je u međuvremenu izmenio neko drugi (zadatak {id} je obrisan). Ništa nije sačuvano: učitajte plan ponovo pa ponovite izmene.',
    'Someone else changed the plan meanwhile (task {id} was deleted). Nothing was saved: load the plan again and repeat your changes.',
  ],
  ['Red {n} ponavlja id {id}.', 'Row {n} repeats the id {id}.'],
  [
    '„{naziv}”: novi projekat se dodaje na ekranu Projekti; u planu se dodaju samo zadaci projekta.',
    '“{naziv}”: a new project is added on the Projects screen; the plan adds only tasks of a project.',
  ],
  ['Projekat {id} nije učitan u ovaj plan.', 'The project {id} is not loaded in this plan.'],
  ['Prvi red plana mora biti projekat.', 'The first row of the plan must be a project.'],
  ['Id zadatka „{id}” nije ispravan.', 'The task id “{id}” is not valid.'],
  ['Zadatak {id} nije učitan u ovaj plan.', 'The task {id} is not loaded in this plan.'],
  [
    'Projekat se briše na ekranu Projekti, ne u planu.',
    'A project is deleted on the Projects screen, not in the plan.',
  ],
  [
    'Obrisani zadatak {id} ne pripada projektima ovog plana.',
    'The deleted task {id} does not belong to the projects of this plan.',
  ],
  [
    'Obrisani zadatak „{naziv}” ne pripada projektima ovog plana.',
    'The deleted task “{naziv}” does not belong to the projects of this plan.',
  ],
  ['Zadatak {id} je i obrisan i u planu.', 'The task {id} is both deleted and in the plan.'],
  ['Projekat „{naziv}” ne može zavisiti od drugog reda.', 'The project “{naziv}” cannot depend on another row.'],
  ['Zadatak „{naziv}” može zavisiti samo od jednog zadatka.', 'The task “{naziv}” can depend on one task only.'],
  [
    'Zavisnost zadatka „{naziv}” („{tekst}”) ne postoji u planu.',
    'The dependency of the task “{naziv}” (“{tekst}”) is not in the plan.',
  ],
  ['Zadatak „{naziv}” ne može zavisiti sam od sebe.', 'The task “{naziv}” cannot depend on itself.'],
  [
    'Zadatak „{naziv}” može zavisiti samo od zadatka istog projekta.',
    'The task “{naziv}” can depend only on a task of the same project.',
  ],
  [
    'Zavisnosti zadatka „{naziv}” zatvaraju krug (CIRCULAR_REFERENCE).',
    'The dependencies of the task “{naziv}” close a circle (CIRCULAR_REFERENCE).',
  ],
  [
    'Početak zadatka „{naziv}” ne može biti subota ni nedelja.',
    'The start of the task “{naziv}” cannot be a Saturday or a Sunday.',
  ],
  [
    'Zadatak „{naziv}”: dodeljeni resurs {id} nije radnik.',
    'The task “{naziv}”: the assigned resource {id} is not a worker.',
  ],
  ['Dodeljeni radnik (id {id}) ne postoji.', 'The assigned worker (id {id}) does not exist.'],
  [
    'Zadatak „{naziv}”: status FAILED (neuspešan) se ne čuva; zadatak se završava ili ostaje otvoren.',
    'The task “{naziv}”: the status FAILED is not saved; a task is finished or stays open.',
  ],
  // Successes (Type 1, the toast of a write): the server answers them in the caller's language as it does errors.
  ['Uspešno sačuvane izmene.', 'Changes saved successfully.'],
  ['Uspešno sačuvane izmene (radnih dana: {n}).', 'Changes saved successfully (working days: {n}).'],
  ['Lozinka uspešno promenjena', 'Password changed successfully'],
  ['Lozinka uspešno resetovana', 'Password reset successfully'],
  ['Praznik je sačuvan.', 'The day off was saved.'],
  ['Praznik je obrisan.', 'The day off was deleted.'],
  ['Državni praznik {naziv} je sačuvan.', 'The state holiday {naziv} was saved.'],
  ['Državni praznik je obrisan.', 'The state holiday was deleted.'],
  ['Zahtev je odobren.', 'The request was approved.'],
  ['Zahtev je odbijen.', 'The request was rejected.'],
  [
    'Zahtev za izmenu je poslat administratoru na odobrenje.',
    'The change request was sent to the administrator for approval.',
  ],
  ['Beleška je sačuvana.', 'The note was saved.'],
  ['Beleška je obrisana.', 'The note was deleted.'],
  ['Oprema {naziv} uspešno sačuvana.', 'Equipment {naziv} saved successfully.'],
  ['Oprema {naziv} uspešno ažurirana.', 'Equipment {naziv} updated successfully.'],
  ['Zadatak je započet.', 'The task was started.'],
  ['Zadatak je pauziran.', 'The task was paused.'],
  ['Zadatak je završen.', 'The task was finished.'],
  ['RSS feed {naziv} je sačuvan.', 'The RSS feed {naziv} was saved.'],
  ['RSS feed je obrisan.', 'The RSS feed was deleted.'],
  ['Dokument {naziv} je obrisan.', 'The document {naziv} was deleted.'],
  ['Slika je preimenovana u {naziv}.', 'The image was renamed to {naziv}.'],
  ['Slika {naziv} je obrisana.', 'The image {naziv} was deleted.'],
  ['Glavna slika je izabrana.', 'The main image was chosen.'],
  ['Izmene slika su sačuvane.', 'The changes to the images were saved.'],
  ['Zahtev za godišnji odmor je sačuvan.', 'The annual leave request was saved.'],
  ['Godišnji odmor je odobren.', 'The annual leave was approved.'],
  ['Godišnji odmor je obrisan.', 'The annual leave was deleted.'],
];

const PLACEHOLDER = /\{(\w+)\}/g;

interface Sablon {
  pattern: RegExp;
  names: string[];
  en: string;
  /** Letters outside the placeholders: a longer literal is a more specific template and is tried first. */
  weight: number;
}

const TACNE = new Map<string, string>();
const SABLONI: Sablon[] = [];
for (const [sr, en] of KATALOG) {
  if (!sr.includes('{')) {
    TACNE.set(sr, en);
    continue;
  }
  const names: string[] = [];
  const source = sr
    .split(PLACEHOLDER)
    .map((part, index) => {
      if (index % 2 === 1) {
        names.push(part);
        return '([\\s\\S]+?)';
      }
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  SABLONI.push({ pattern: new RegExp(`^${source}$`, 'u'), names, en, weight: sr.replace(PLACEHOLDER, '').length });
}
SABLONI.sort((a, b) => b.weight - a.weight);

function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);
}

function toEnglish(message: string, depth: number): string | undefined {
  const exact = TACNE.get(message);
  if (exact !== undefined) return exact;
  if (depth > 3) return undefined;
  for (const sablon of SABLONI) {
    const match = sablon.pattern.exec(message);
    if (!match) continue;
    const values: Record<string, string> = {};
    sablon.names.forEach((name, index) => {
      const value = match[index + 1] ?? '';
      values[name] = toEnglish(value, depth + 1) ?? value;
    });
    return fill(sablon.en, values);
  }
  // A message made of catalogued sentences (warnings joined before a question).
  const sentences = message.match(/[^.?!]+[.?!]+(\s+|$)/gu);
  if (sentences && sentences.length > 1 && sentences.join('') === message) {
    const translated = sentences.map((sentence) => toEnglish(sentence.trim(), depth + 1));
    if (translated.every((sentence) => sentence !== undefined)) return translated.join(' ');
  }
  return undefined;
}

/** A server message in `jezik`: Serbian as written, English from the catalogue (an uncatalogued one stays as is). */
export function prevedi(message: string, jezik: JezikPoruka): string {
  return jezik === 'sr' ? message : (toEnglish(message, 0) ?? message);
}

/** Whether the catalogue has an English text for a Serbian message (tests and checks). */
export function imaPrevod(message: string): boolean {
  return toEnglish(message, 0) !== undefined;
}

/** A catalogued template filled with values, in `jezik` (values are not translated). */
export function poruka(sr: string, values: Readonly<Record<string, string | number>>, jezik: JezikPoruka): string {
  const strings = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, String(value)]));
  const en = jezik === 'en' ? KATALOG.find(([source]) => source === sr)?.[1] : undefined;
  return fill(en ?? sr, strings);
}

/** Every Serbian/English pair of the catalogue (for the language checks). */
export const KATALOG_PORUKA: ReadonlyArray<readonly [sr: string, en: string]> = KATALOG;

const TYPES: Record<string, string> = {
  string: 'tekst',
  number: 'broj',
  int: 'ceo broj',
  boolean: 'logička vrednost (true ili false)',
  array: 'lista',
  object: 'objekat',
  null: 'null',
};

/** zod's bound of `z.int()` (±2⁵³ − 1): not a limit of the field, so said without its 16 digits. */
const SAFE_INTEGER_BOUND = 'Broj je izvan opsega koji se može tačno zapisati.';

/**
 * The Serbian message of one of zod's own checks (a schema's own message wins): the product's words instead of zod's
 * English defaults, which never reach a user.
 */
export function zodPorukaSr(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'Polje je obavezno.';
      return `Očekuje se ${TYPES[issue.expected] ?? 'druga vrsta vrednosti'}.`;
    case 'too_big': {
      if (issue.maximum === Number.MAX_SAFE_INTEGER) return SAFE_INTEGER_BOUND;
      const max = String(issue.maximum);
      if (issue.origin === 'string') return `Tekst može imati najviše ${max} znakova.`;
      if (issue.origin === 'array' || issue.origin === 'set') return `Najviše ${max} stavki.`;
      return issue.inclusive ? `Vrednost ne sme biti veća od ${max}.` : `Vrednost mora biti manja od ${max}.`;
    }
    case 'too_small': {
      if (issue.minimum === Number.MIN_SAFE_INTEGER) return SAFE_INTEGER_BOUND;
      const min = String(issue.minimum);
      if (issue.origin === 'string')
        return issue.minimum === 1 ? 'Polje je obavezno.' : `Tekst mora imati bar ${min} znakova.`;
      if (issue.origin === 'array' || issue.origin === 'set') return `Najmanje ${min} stavki.`;
      return issue.inclusive ? `Vrednost ne sme biti manja od ${min}.` : `Vrednost mora biti veća od ${min}.`;
    }
    case 'invalid_format':
      if (issue.format === 'url') return 'Neispravna adresa (URL).';
      if (issue.format === 'datetime') return 'Neispravan datum i vreme.';
      if (issue.format === 'email') return 'Neispravna adresa e-pošte.';
      return 'Neispravan oblik vrednosti.';
    case 'invalid_value':
      return `Dozvoljene vrednosti: ${issue.values.map((value) => String(value)).join(', ')}.`;
    case 'unrecognized_keys':
      return `Nepoznato polje: ${issue.keys.join(', ')}.`;
    case 'not_multiple_of':
      return 'Neispravan broj.';
    default:
      return 'Neispravna vrednost.';
  }
}

/** zod's check messages in `jezik`, for `z.config({ customError })` (a schema's own message wins over it). */
export function zodPoruka(jezik: JezikPoruka): (issue: z.core.$ZodRawIssue) => string {
  return (issue) => prevedi(zodPorukaSr(issue), jezik);
}

/** zod's own English default phrases: none may reach a user (tests look for them in answers). */
export const ZOD_DEFAULT_PHRASES = [
  'Invalid input',
  'Too big: expected',
  'Too small: expected',
  'Invalid option: expected',
  'Unrecognized key',
  'Invalid string: must',
  'Invalid number: must',
  'Invalid key in',
  'Invalid value in',
  'Invalid email address',
  'Invalid URL',
  'Invalid ISO',
  'received undefined',
] as const;
