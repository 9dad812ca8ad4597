"""Neural components: the TweetQA extractive reader and the ShARC fallback. Every decision they make is marked as neural."""
