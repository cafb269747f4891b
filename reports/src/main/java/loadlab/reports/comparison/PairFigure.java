package loadlab.reports.comparison;

/**
 * One pair's figure for a metric: the geometric mean of its AB round's and its BA round's ratio B / A,
 * so that whatever running second does to a side cancels.
 *
 * @param pair  1..N; pair p is rounds 2p - 1 (A then B) and 2p (B then A)
 * @param ratio the pair's ratio B / A
 */
public record PairFigure(int pair, double ratio) {
}
