package loadlab.reports.ab;

import loadlab.record.ab.AbSide;

/** One round's runs against one side: a results folder of its own ({@link AbRecords#runFolder}). */
public record RoundSide(int round, AbSide.Label side) {

    public RoundSide {
        if (round < 1 || side == null) {
            throw new IllegalArgumentException("rounds count from 1 and have a side, got " + round + " " + side);
        }
    }
}
