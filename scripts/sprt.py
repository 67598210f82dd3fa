"""A sequential probability ratio test for engine matches.

Decides between H0 "A is `elo0` stronger than B" and H1 "A is `elo1`
stronger" as the games come in, and stops as soon as the evidence is
strong enough either way (false positives and false negatives at most
`alpha` and `beta`). Games are counted in pairs (each opening once with
each colour), so that an opening's bias cancels within its pair: the
log-likelihood ratio is the normal approximation (Van den Bergh's
generalised SPRT) over the pairs' mean scores.

    >>> test = Sprt(0, 10)
    >>> test.bounds()
    (-2.944, 2.944)
    >>> round(test.llr([0.75, 0.5, 0.5, 0.25] * 100), 2)  # an even match leans to H0
    -1.32
    >>> test.decision([0.75, 0.5, 0.5, 0.25] * 100)  # but not enough to say
    >>> test.decision([1, 0.75, 0.5, 0.5, 0.25] * 100)  # A scores 55%
    'H1'
    >>> test.decision([0, 0.25, 0.5, 0.5, 0.75] * 100)  # A scores 45%
    'H0'
"""

import math


def expected_score(elo):
    """The expected score of a side `elo` points stronger."""
    return 1 / (1 + 10 ** (-elo / 400))


class Sprt:
    def __init__(self, elo0, elo1, alpha=0.05, beta=0.05):
        if elo1 <= elo0:
            raise ValueError("the SPRT needs elo0 < elo1")
        self.elo0, self.elo1 = elo0, elo1
        self.s0 = expected_score(elo0)
        self.s1 = expected_score(elo1)
        self.lower = math.log(beta / (1 - alpha))
        self.upper = math.log((1 - beta) / alpha)

    def bounds(self):
        return round(self.lower, 3), round(self.upper, 3)

    def llr(self, pair_scores):
        """The log-likelihood ratio of H1 against H0 given each pair's mean
        score (0, 0.25, 0.5, 0.75 or 1)."""
        n = len(pair_scores)
        if n < 2:
            return 0.0
        mean = sum(pair_scores) / n
        variance = sum((x - mean) ** 2 for x in pair_scores) / n
        if variance == 0:
            return 0.0
        return n * (self.s1 - self.s0) * (2 * mean - self.s0 - self.s1) / (2 * variance)

    def decision(self, pair_scores):
        """'H1' (A is the stronger by elo1), 'H0', or None (play on)."""
        llr = self.llr(pair_scores)
        if llr >= self.upper:
            return "H1"
        if llr <= self.lower:
            return "H0"
        return None


if __name__ == "__main__":
    import doctest

    doctest.testmod(verbose=False)
