"""Tests for neural.tweet_text: readable tweets that map back to the original."""

from __future__ import annotations

import pytest

from neural.tweet_text import clean_answer, prepare_tweet, segment_word, split_tag

WORDS = frozenset({"patriot", "pride", "world", "cup", "unlikely", "event", "pan", "lin"})


@pytest.mark.parametrize(
    ("tag", "words"),
    [
        ("#InTheUnlikelyEvent", "in the unlikely event"),
        ("#HurricaneMatthew", "hurricane matthew"),
        ("#AFCON2015FINAL", "afcon 2015 final"),
        ("@NHC_Atlantic", "nhc atlantic"),
        ("#USOpen", "us open"),
        ("#patriotpride", "patriot pride"),
        ("#worldcup", "world cup"),
        ("#tekkers", "tekkers"),
    ],
)
def test_tweet_text_split_tag_gives_words(tag, words):
    assert split_tag(tag, WORDS) == words


def test_tweet_text_segment_word_needs_a_word_list():
    assert segment_word("patriotpride") == ["patriotpride"]
    assert segment_word("patriotpride", WORDS) == ["patriot", "pride"]


def test_tweet_text_segment_word_refuses_too_many_pieces():
    assert segment_word("panlinpanlin", WORDS) == ["panlinpanlin"]


def test_tweet_text_author_line_with_dash_is_readable():
    t = prepare_tweet("Safe travels! #InTheUnlikelyEvent— Jay Sean (@jaysean) December 1, 2013")
    assert t.text == (
        "Safe travels! in the unlikely event — tweeted by Jay Sean (jaysean) on December 1, 2013."
    )
    assert t.author == "Jay Sean"


def test_tweet_text_author_line_without_dash_finds_the_name():
    tweet = "Girls workshop in Nima #AfricanChildDay Regina Agyare (@ragyare) June 16, 2014"
    t = prepare_tweet(tweet)
    assert t.author == "Regina Agyare"
    assert t.text.endswith(
        "african child day — tweeted by Regina Agyare (ragyare) on June 16, 2014."
    )


def test_tweet_text_day_first_date_is_an_author_line():
    t = prepare_tweet("Lovely 🌟— Ana Rosa (@GalizaAr) 16 September 2016")
    assert t.author == "Ana Rosa"
    assert "on 16 September 2016." in t.text


def test_tweet_text_without_author_line_keeps_text():
    t = prepare_tweet("Kemba's floater with a three! Game tied 106-106.")
    assert t.text == "Kemba's floater with a three! Game tied 106-106."
    assert t.author == ""


def test_tweet_text_handles_and_entities_in_body():
    t = prepare_tweet("Thanks @HillaryClinton &amp; @KP24 for coming")
    assert t.text == "Thanks hillary clinton & kp 24 for coming"


@pytest.mark.parametrize(
    ("tweet", "readable", "original"),
    [
        ("Go #InTheUnlikelyEvent now", "unlikely event", "#InTheUnlikelyEvent"),
        ("Go #InTheUnlikelyEvent now", "now", "now"),
        ("A &amp; B rock", "& B", "&amp; B"),
        ("Hi— Jay Sean (@jaysean) December 1, 2013", "Jay Sean", "Jay Sean"),
        ("Hi— Jay Sean (@jaysean) December 1, 2013", "jaysean", "jaysean"),
    ],
)
def test_tweet_text_maps_spans_back_to_the_original(tweet, readable, original):
    t = prepare_tweet(tweet)
    start = t.text.index(readable)
    s, e = t.to_original(start, start + len(readable))
    assert tweet[s:e] == original


@pytest.mark.parametrize(
    ("span", "clean"),
    [
        (' "Kemba!", ', "Kemba"),
        ("(jaysean)", "jaysean"),
        ("the U.S.", "the U.S."),
        ("so young.", "so young"),
        ("...", "..."),
    ],
)
def test_tweet_text_clean_answer_trims_edge_punctuation(span, clean):
    assert clean_answer(span) == clean


def test_tweet_text_body_end_marks_where_the_author_line_starts():
    t = prepare_tweet("Fine with it— Dave Majewski (@dmaj) June 1, 2016")
    assert t.text[: t.body_end] == "Fine with it"
    assert prepare_tweet("No author here").body_end == -1
