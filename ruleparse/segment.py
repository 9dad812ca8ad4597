"""Segmentation: a rule text into headings, sentences and bullet lists.

Markdown structure (``#`` headings, ``*`` bullets) is read line by line;
sentences and their tokens come from spaCy.  Tokens are copied into small
frozen values (:class:`Tok`) so that later stages never hold spaCy objects.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass, replace

from ruleparse.resources import nlp

_HEADING = re.compile(r"^\s*#+\s*(?:\d+\.\s*)?(.*?)\s*$")
# A bullet item's marker, in any of the styles pages write ("* ", "- ", "• ", "1. "):
# later stages that look at the rule text for an item use this one pattern.
BULLET_MARKER = r"(?:\*\*|[*\-•+]|\d+[.)])"
_BULLET = re.compile(rf"^\s*{BULLET_MARKER}\s+(.*?)\s*$")
# Where a bullet's marker stands and which it is: "  * " (indented) and "** " are nested.
_MARKER = re.compile(rf"^(?P<indent>\s*)(?P<marker>{BULLET_MARKER})\s")


# The elements of HTML a rule page is written in.  Only these are markup: "<16" or
# "<name>" in a rule is text.
_HEADINGS = {f"h{n}": n for n in range(1, 7)}
_BLOCK_TAGS = frozenset(
    "p div ul ol dl dt dd table thead tbody tfoot tr td th caption section article header "
    "footer main aside nav blockquote pre figure figcaption form fieldset details summary "
    "address hr body html head title".split()
)
_INLINE_TAGS = frozenset(
    "a abbr b bdi bdo big cite code data del dfn em font i img ins kbd label mark q s samp "
    "small span strike strong sub sup time tt u var wbr".split()
)
_HTML_TAG = re.compile(r"<(/?)([a-zA-Z][a-zA-Z0-9]*)(?:\s[^<>]*)?/?>")
_HTML_ENTITY = re.compile(r"&(?:[a-zA-Z]{2,8}|#\d{1,7}|#x[0-9a-fA-F]{1,6});")
_HIDDEN = re.compile(r"<!--.*?-->|<(script|style)\b[^>]*>.*?</\1\s*>", re.S | re.I)


def _markup_tag(match: re.Match) -> str:
    closing, name = match.group(1), match.group(2).lower()
    if name == "br":
        return "\n"
    if name == "li":
        return "" if closing else "\n* "
    if name in _HEADINGS:
        return "\n\n" if closing else "\n\n" + "#" * _HEADINGS[name] + " "
    if name in _BLOCK_TAGS:
        return "\n\n"
    if name in _INLINE_TAGS:
        return ""
    return match.group(0)  # not an element of HTML: text as written


def read_markup(text: str) -> str:
    """A rule page written in HTML as the text it shows, in the markdown the parser reads:
    a paragraph or other block apart from the next, ``<li>`` a ``* `` bullet, ``<h2>`` a
    ``## `` heading, inline tags (``<b>``, ``<a href>``) dropped, comments, scripts and
    styles gone, entities (``&amp;``, ``&nbsp;``) the characters they stand for.  A text
    with neither tags nor entities is returned as it is.  The spans of what is parsed
    from it are spans of the text returned (``ParsedRules.text``).

    >>> read_markup("<p>You can apply if you're <b>over 16</b>.</p>")
    "You can apply if you're over 16."
    >>> print(read_markup("<h2>Eligibility</h2><p>You can claim if you:</p><ul><li>are 16</li><li>live in Wales</li></ul>"))
    ## Eligibility
    <BLANKLINE>
    You can claim if you:
    <BLANKLINE>
    * are 16
    * live in Wales
    >>> read_markup("You can claim if you're <16.")
    "You can claim if you're <16."
    """
    tags = [m for m in _HTML_TAG.finditer(text) if _markup_tag(m) != m.group(0)]
    hidden = _HIDDEN.search(text)
    if not tags and not hidden and not _HTML_ENTITY.search(text):
        return text
    import html

    shown = _HTML_TAG.sub(_markup_tag, _HIDDEN.sub("", text)) if tags or hidden else text
    shown = html.unescape(shown).replace("\xa0", " ")
    lines = [re.sub(r"[ \t]+", " ", line).strip() for line in shown.split("\n")]
    return re.sub(r"\n{3,}", "\n\n", "\n".join(lines)).strip()


# Spaces other than " " that a page may be written with (no-break, thin, the byte order
# mark at the start of a file): spaCy makes each a token of its own, which the words
# around it are then joined without ("16\xa0or\xa0over" was asked "Are you 16orover?").
_ODD_SPACES = re.compile("[\xa0\u1680\u2000-\u200a\u202f\u205f\u3000\ufeff]")


def plain_spaces(text: str) -> str:
    """``text`` with its odd spaces plain and a line ended by a lone carriage return (old
    Mac files) ended by a line feed, one character for one, so that spans stay right.

    >>> plain_spaces("You can claim if you're 16\\xa0or\\xa0over.\\r* a carer")
    "You can claim if you're 16 or over.\\n* a carer"
    """
    return _ODD_SPACES.sub(" ", re.sub(r"\r(?!\n)", "\n", text))


# Characters a page may hold that show nothing: control characters (a NUL, a stray escape)
# and the zero-width ones and the soft hyphen a web page puts inside words for line breaks
# ("some\u200bone", "care\xadfully").  Kept, they were carried into the questions asked
# and split the words spaCy and the condition matching see.
_INVISIBLE = re.compile("[\x00-\x08\x0e-\x1f\x7f\xad\u200b-\u200d\u2060]")


def visible_text(text: str) -> str:
    """``text`` without the characters it does not show, a form feed or vertical tab (a
    page break) a line end.  Spans into the text returned are spans of what a reader sees.

    >>> visible_text("You can claim if you care for some\\u200bone\\x00 for 35 hours a week.")
    'You can claim if you care for someone for 35 hours a week.'
    """
    if not _INVISIBLE.search(text) and "\x0b" not in text and "\x0c" not in text:
        return text
    return _INVISIBLE.sub("", re.sub("[\x0b\x0c]", "\n", text))


# Penn tags of a finite verb: a clause has one ("you live", "it was", "you must").
FINITE_TAGS = frozenset({"VBZ", "VBP", "VBD", "MD"})


@dataclass(frozen=True)
class Tok:
    """One spaCy token, with offsets into the whole rule text."""

    text: str
    start: int
    end: int
    pos: str
    tag: str
    dep: str
    lemma: str
    head: int  # index (``i``) of the head token within the same sentence
    ws: str
    i: int = 0  # index within the sentence


@dataclass(frozen=True)
class Sentence:
    text: str
    start: int
    end: int
    toks: tuple[Tok, ...]


@dataclass(frozen=True)
class Item:
    """A bullet item; ``connective`` is a trailing "and"/"or" written after it, and
    ``children`` the items nested under it ("* one of these:" then "** ..." or "  * ...")."""

    sentence: Sentence
    connective: str = ""
    children: tuple[Item, ...] = ()


@dataclass(frozen=True)
class Block:
    """A heading, a prose sentence, or a list with the sentence that leads into it."""

    kind: str  # "heading" | "sentence" | "list"
    sentence: Sentence | None
    items: tuple[Item, ...] = ()


# spaCy lemmatises "'re" as "be" and "'ve" as "have" but leaves "’re" and "’ve" as they
# are: a page written with curly apostrophes gets the lemmas of one written straight.
_CURLY_LEMMAS = {"’re": "be", "’m": "be", "’ve": "have", "’ll": "will"}
# Straight single quotes around words ("any other plant 'propagation material' from"):
# spaCy reads them as quotes only when curly, as "‘propagation material’".
_STRAIGHT_QUOTES = re.compile(r"(?<![\w'’])'(?=\w)([^'\n]{1,80}?)(?<=[\w.!?])'(?![\w'])")


def _spacy_text(text: str) -> str:
    """``text`` with straight quotes around words curly, one character for one.

    >>> _spacy_text("a supplier document for 'propagation material' from the EU")
    'a supplier document for ‘propagation material’ from the EU'
    """
    return _STRAIGHT_QUOTES.sub(r"‘\1’", text)


# The last word of a body's name ("... Administration", "... and Customs").
_BODY = re.compile(
    r"Administration|Agency|Authority|Board|Bureau|Commission|Council|Customs|Department"
    r"|Development|Institute|Office|Pensions|Prevention|Service|Services|Trust|Affairs"
)


def _named_word(token) -> bool:
    """A capitalised word that can be part of a name ("Revenue", "Oceanic")."""
    return token.text[:1].isupper() and token.pos_ in ("PROPN", "NOUN", "ADJ")


def _names_with_and(doc) -> list[tuple[int, int]]:
    """Where the names of bodies with an "and" inside stand ("HM Revenue and Customs",
    "the Department for Work and Pensions", "National Oceanic and Atmospheric
    Administration"), as character spans, which no list should split; an "and" after a
    whole name ("the Public Health Service and ...") joins two."""
    spans: list[tuple[int, int]] = []
    for t in doc:
        if t.lower_ != "and" or t.i == 0 or not _named_word(doc[t.i - 1]):
            continue
        if _BODY.fullmatch(doc[t.i - 1].text):
            continue  # "the Public Health Service and ...": two bodies
        end = next(
            (
                j
                for j in range(t.i + 1, min(t.i + 5, len(doc)))
                if _named_word(doc[j]) and _BODY.fullmatch(doc[j].text)
            ),
            None,
        )
        if end is None or not all(_named_word(doc[j]) for j in range(t.i + 1, end + 1)):
            continue
        first = t.i - 1
        while first > 0 and (
            _named_word(doc[first - 1])
            or (
                doc[first - 1].lower_ in ("of", "for") and first > 1 and _named_word(doc[first - 2])
            )
        ):
            if _BODY.fullmatch(doc[first - 1].text) and doc[first - 1].text != "Department":
                break
            first -= 1
        start, stop = doc[first].idx, doc[end].idx + len(doc[end].text)
        if not spans or start >= spans[-1][1]:
            spans.append((start, stop))
    return spans


@functools.lru_cache(maxsize=8192)
def _analyse(text: str, read: str = "") -> tuple[tuple[tuple, ...], ...]:
    """spaCy sentences of ``text`` as tuples of token fields (cached by text).

    ``read`` is ``text`` as spaCy should read it, one character for one (a bullet item
    with the capital that only opens it lowered, :func:`item_as_read`); the tokens keep
    the text as written.

    spaCy reads straight quotes as curly ones (:func:`_spacy_text`), and "’re" gets the
    lemma "be" as "'re" has ("If you’re under 15 years old and the passenger of a
    motorcycle" is two things said by one "be"); the tokens keep the text as written.
    """
    doc = nlp()(_spacy_text(read or text))
    names = _names_with_and(doc)
    if names:
        # "the Department for Work and Pensions" is one name, no list of two things
        with doc.retokenize() as retokenizer:
            for start, end in names:
                span = doc.char_span(start, end)
                if span is not None:
                    retokenizer.merge(
                        span, attrs={"POS": "PROPN", "TAG": "NNP", "LEMMA": span.text}
                    )
    out = []
    for sent in doc.sents:
        base = sent.start
        out.append(
            tuple(
                (
                    text[t.idx : t.idx + len(t.text)],
                    t.idx,
                    t.idx + len(t.text),
                    t.pos_,
                    t.tag_,
                    t.dep_,
                    _CURLY_LEMMAS.get(t.lower_, t.lemma_),
                    t.head.i - base,
                    t.whitespace_,
                )
                for t in sent
            )
        )
    return tuple(out)


def _as_sign(field: tuple, before: tuple | None) -> tuple:
    """A "+" written onto a number is a sign of "or more" ("aged 60+", "Safari 5+"), not
    the "and" spaCy often tags it: a list split there loses the sign ("aged 60")."""
    if field[0] == "+" and before is not None and before[3] == "NUM" and not before[8]:
        return (*field[:3], "SYM", "SYM", "punct", *field[6:])
    return field


def _sentences(text: str, offset: int, read: str = "") -> list[Sentence]:
    sentences = []
    for fields in _analyse(text, read):
        kept = [k for k, f in enumerate(fields) if not f[0].isspace()]
        fields = [_as_sign(f, fields[k - 1] if k else None) for k, f in enumerate(fields)]
        index = {k: n for n, k in enumerate(kept)}
        toks = tuple(
            Tok(
                f[0],
                f[1] + offset,
                f[2] + offset,
                f[3],
                f[4],
                f[5],
                f[6],
                index.get(f[7], n),
                f[8],
                n,
            )
            for n, f in ((n, fields[k]) for n, k in enumerate(kept))
        )
        if not toks:
            continue
        start, end = toks[0].start, toks[-1].end
        sentences.append(Sentence(text[start - offset : end - offset], start, end, toks))
    return sentences


def one_sentence(text: str, offset: int, read: str = "") -> Sentence | None:
    """A bullet item or a heading as one sentence.

    Heads are sentence-relative, so only the first sentence's tree is kept, with
    what spaCy split off where no sentence ended ("reached (or would have
    reached) State Pension age").
    """
    parts = _sentences(text, offset, read)
    if not parts:
        return None
    toks = list(parts[0].toks)
    for part in parts[1:]:
        if toks[-1].text in (".", "!", "?"):
            break
        base = len(toks)
        toks.extend(replace(t, head=t.head + base, i=t.i + base) for t in part.toks)
    return Sentence(text, offset, offset + len(text), tuple(toks))


# An item's first word written with a capital and the rest in lower case ("Travel",
# "Income-based", "Met"), and the word after it.
_OPENING_WORD = re.compile(r"([A-Z][a-z]+(?:[-’'][a-z]+)*)\b[^\S\n]*(\S*)")


@functools.lru_cache(maxsize=1)
def _common_words() -> tuple[frozenset[str], frozenset[str]]:
    """spaCy's function words, and the words its lemmatiser knows as verbs, adjectives or
    adverbs ("travel", "met", "pure"): a name is none of these; a noun may be one
    ("Medicare", "Wales"), so nouns are not in it."""
    pipeline = nlp()
    tables = pipeline.get_pipe("lemmatizer").lookups
    index, exceptions = tables.get_table("lemma_index"), tables.get_table("lemma_exc")
    words = set()
    for pos in ("verb", "adj", "adv"):
        words.update(index.get(pos, ()))
        words.update(exceptions.get(pos, {}))
    return frozenset(pipeline.Defaults.stop_words), frozenset(words)


def _opening_capital_only(item: str, page: str) -> bool:
    """Whether a bullet item's capital only opens the item, as US federal pages write
    every bullet ("* Travel expenses to cover ...", "* Through Gift Aid"): the item reads
    as the same words lower-cased.  A name keeps its capital: an acronym ("VAT1A", "EU"),
    a word the page writes with its capital inside a sentence ("Medicare"), a noun the
    page never writes in lower case ("Cutlery" stays unless the page says "cutlery"), and
    a name of several words ("Social Security", "Gift Aid") unless the page writes it
    with the first word lower ("income-related Employment and Support Allowance").

    >>> _opening_capital_only("Through Gift Aid", "* Through Gift Aid")
    True
    >>> _opening_capital_only("Social Security benefits", "* Social Security benefits")
    False
    """
    match = _OPENING_WORD.match(item)
    if match is None:
        return False
    word, after = match.group(1), match.group(2)
    lower = word[0].lower() + word[1:]
    if re.search(rf"(?<=[a-z,;] ){re.escape(word)}\b", page):
        return False  # "you get Medicare": the page writes it as a name
    function_words, known = _common_words()
    if lower in function_words:
        return True
    if "-" in word:
        return True  # "Income-based Jobseeker’s Allowance": a word made with a hyphen is no name
    if after[:1].isupper():
        return re.search(rf"\b{re.escape(lower)}\s+{re.escape(after)}", page) is not None
    if re.search(rf"(?<![\w-]){re.escape(lower)}(?![\w-])", page):
        return True
    return lower in known


def item_as_read(item: str, page: str) -> str:
    """A bullet item as it reads, its first letter lowered where the capital only opens
    the item (:func:`_opening_capital_only`); one character for one, so offsets into the
    page hold.

    >>> item_as_read("Travel expenses to cover your fare", "* Travel expenses to cover your fare")
    'travel expenses to cover your fare'
    >>> item_as_read("VAT1A if you're an EU business", "* VAT1A if you're an EU business")
    "VAT1A if you're an EU business"
    """
    return item[0].lower() + item[1:] if _opening_capital_only(item, page) else item


# An initialism written with full stops ("U.S.", "D.C."): its last stop ends no sentence
# when a name goes on after it.
_INITIALISM = re.compile(r"^(?:[A-Z]\.){2,}$")


def _after_initialism(previous: Sentence, sentence: Sentence) -> bool:
    """Whether spaCy split ``sentence`` off after an initialism inside a name ("... oil and
    gas obstructions on the U.S." + "Outer Continental Shelf may be eligible ...")."""
    return bool(_INITIALISM.match(previous.toks[-1].text)) and sentence.toks[0].pos == "PROPN"


def _rejoined(sentences: list[Sentence], text: str, offset: int) -> list[Sentence]:
    """The sentences, with a piece spaCy split off where no sentence ended joined back to
    the one before ("... when you sell (or ‘dispose of’)" + "your home if ..."): the piece
    starts in lower case after no full stop, or goes on with a name after an initialism.
    Heads stay sentence-relative, as in :func:`one_sentence`."""
    out: list[Sentence] = []
    for sentence in sentences:
        previous = out[-1] if out else None
        if (
            previous is None
            or previous.toks[-1].text in (".", "!", "?", ":", ";")
            or not (sentence.text[:1].islower() or _after_initialism(previous, sentence))
        ):
            out.append(sentence)
            continue
        base = len(previous.toks)
        toks = previous.toks + tuple(
            replace(t, head=t.head + base, i=t.i + base) for t in sentence.toks
        )
        start, end = previous.start, sentence.end
        out[-1] = Sentence(text[start - offset : end - offset], start, end, toks)
    return out


def _trailing_connective(line: str) -> tuple[str, str]:
    match = re.search(r"[,;]?\s*\b(and|or|and/or)\s*$", line, re.I)
    if not match:
        return line.rstrip(" ;,"), ""
    word = match.group(1).lower()
    return line[: match.start()].rstrip(" ;,"), "or" if word == "and/or" else word


# A line that ends a sentence or a clause: not a heading written without its marker.
_SENTENCE_END = re.compile(r"[.!?;,]\s*$")
_HEADING_WORDS = 12
# A line opening with a question word or a subordinator is no clause of its own, verb or not.
_OPENS_NO_CLAUSE = re.compile(r"(?:who|what|when|where|which|why|how|if|unless)\b", re.I)


def _bare_heading(line: str, next_line: str) -> bool:
    """Whether a paragraph of one line is a heading written without "#": short, ending
    in no full stop or comma, with more text after it, and not a lead-in to the bullets
    after it.

    "Eligibility" or "Eligibility:" on a line of its own, before a sentence, is the
    heading "## Eligibility" of another page's style, before bullets too, and so is "Who
    can apply"; "You can get it if you're:" before "* 16 or over" stays the lead-in of its
    list, "Saturday, 9am to 4pm" (a comma and a number) stays a sentence, and so does
    "You must be 16 or over" with its full stop left off: a line that can stand as a
    clause is one.
    """
    line = line.strip()
    if not line or not next_line.strip() or _SENTENCE_END.search(line):
        return False
    if "," in line and re.search(r"\d", line):  # "Saturday, 9am to 4pm": opening hours
        return False
    if len(line.split()) > _HEADING_WORDS or not (line[0].isupper() or line[0].isdigit()):
        return False
    toks = [t for s in _sentences(line, 0) for t in s.toks]
    if any(t.tag in FINITE_TAGS for t in toks) and not _OPENS_NO_CLAUSE.match(line):
        # "You must be 16 or over" with its full stop left off is a sentence, so a line that
        # can stand as a clause is one; "Who can apply" or "If you live abroad" cannot.
        return False
    if line.endswith(":") and _BULLET.match(next_line):
        # "Eligibility:" before its bullets heads them as "## Eligibility" would; a line
        # with a verb ("Register by post using form:") leads into them.
        return not any(t.pos in ("VERB", "AUX") for t in toks)
    return True


def _prose_under_heading_marker(body: str) -> bool:
    """Whether a "#" line holds prose, not a heading: longer than a heading is, ending as a
    sentence or a lead-in does, with a finite verb ("# You can claim Carer's Allowance if
    you care for someone for at least 35 hours a week." is the rule, not its title).
    "## If your course starts on or after 1 August 2016" stays a heading.
    """
    body = body.strip()
    if len(body.split()) <= _HEADING_WORDS or not re.search(r"[.!:]\s*$", body):
        return False
    return any(t.tag in FINITE_TAGS for s in _sentences(body, 0) for t in s.toks)


def segment(text: str) -> tuple[Block, ...]:
    """Split a rule text into blocks, in text order.

    >>> blocks = segment("## Eligibility\\n\\nYou can apply if you're:\\n\\n* 16 or over\\n* a carer")
    >>> [b.kind for b in blocks]
    ['heading', 'list']
    >>> [i.sentence.text for i in blocks[1].items]
    ['16 or over', 'a carer']
    """
    blocks: list[Block] = []
    paragraph: list[tuple[int, str]] = []
    items: list[Item] = []
    top = (0, False)  # the indent and "**" of a list's first item

    def flush_paragraph() -> None:
        if not paragraph:
            return
        start = paragraph[0][0]
        end = paragraph[-1][0] + len(paragraph[-1][1])
        chunk = text[start:end]
        for sentence in _rejoined(_sentences(chunk, start), chunk, start):
            blocks.append(Block("sentence", sentence))
        paragraph.clear()

    def flush_items() -> None:
        if not items:
            return
        lead = None
        if blocks and blocks[-1].kind == "sentence":
            lead = blocks.pop().sentence
        blocks.append(Block("list", lead, tuple(items)))
        items.clear()

    def flush_standalone(following: str) -> None:
        """The paragraph before a blank line or the end: a heading if it is a bare one."""
        if len(paragraph) == 1 and _bare_heading(paragraph[0][1], following):
            line_start, line = paragraph.pop()
            body = line.strip().rstrip(":").rstrip()
            heading_sentence = one_sentence(body, line_start + line.index(body[0]))
            if heading_sentence is not None:
                blocks.append(Block("heading", heading_sentence))
        flush_paragraph()

    lines = text.split("\n")
    offset = 0
    for at, line in enumerate(lines):
        line_start = offset
        offset += len(line) + 1
        if not line.strip():
            following = next((n for n in lines[at + 1 :] if n.strip()), "")
            flush_standalone(following)
            continue
        heading = _HEADING.match(line)
        bullet = _BULLET.match(line)
        if heading and _prose_under_heading_marker(heading.group(1)):
            flush_items()
            paragraph.append((line_start + heading.start(1), heading.group(1)))
        elif heading:
            flush_paragraph()
            flush_items()
            body = heading.group(1)
            if body:
                start = line_start + heading.start(1)
                heading_sentence = one_sentence(body, start)
                if heading_sentence is not None:
                    blocks.append(Block("heading", heading_sentence))
        elif bullet:
            flush_paragraph()
            body, connective = _trailing_connective(bullet.group(1))
            if not body:
                continue
            start = line_start + bullet.start(1)
            # spaCy read "* Travel expenses to cover your fare" with "expenses" as a verb
            sentence = one_sentence(body, start, item_as_read(body, text))
            if sentence is None:
                continue
            marker = _MARKER.match(line)
            depth = (len(marker.group("indent").expandtabs(4)), marker.group("marker") == "**")
            if not items:
                top = depth
            if items and depth > top and items[-1].sentence.text.rstrip().endswith(":"):
                # "* one of these applies:" then "** you're disabled": the item leads
                # into the ones nested under it (read flat, an "all of" list needed each)
                parent = items[-1]
                items[-1] = replace(parent, children=(*parent.children, Item(sentence, connective)))
            else:
                items.append(Item(sentence, connective))
        else:
            flush_items()
            paragraph.append((line_start, line))
    flush_standalone("")
    flush_items()
    return tuple(blocks)
