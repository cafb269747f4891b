package loadlab.reports.comparison;

import loadlab.record.comparison.ComparisonSide;

/** One round's runs against one side: a results folder of its own ({@link ComparisonRecords#runFolder}). */
public record RoundSide(int round, ComparisonSide.Label side) {

    public RoundSide {
        if (round < 1 || side == null) {
            throw new IllegalArgumentException("rounds count from 1 and have a side, got " + round + " " + side);
        }
    }
}
