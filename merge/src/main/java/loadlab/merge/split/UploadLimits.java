package loadlab.merge.split;

/**
 * What the coordinator takes from one injector's upload, counted while it unpacks (a zip's own header
 * can claim anything): the bytes of the zip as sent and of its files unpacked, the entries, and how
 * deep a path may go. A results folder of the heaviest profile is a few hundred megabytes in a few
 * hundred files, a handful of folders deep.
 *
 * @param maxBytes bytes sent, and bytes unpacked, each
 */
record UploadLimits(long maxBytes, int maxEntries, int maxDepth) {
    static final UploadLimits DEFAULTS = new UploadLimits(2L << 30, 20_000, 12);

    UploadLimits {
        if (maxBytes < 1 || maxEntries < 1 || maxDepth < 1) {
            throw new IllegalArgumentException("upload limits are positive, got " + maxBytes + " bytes, " + maxEntries
                    + " entries, depth " + maxDepth);
        }
    }
}
