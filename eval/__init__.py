"""ShARC and TweetQA loaders, official-equivalent metrics, batch runs."""
