package loadlab.adapter.log;

/**
 * Facts of Gatling's binary {@code simulation.log} as 3.15.1 writes it (layout unchanged since
 * 3.13.1; writer {@code LogFileDataWriter}, reader {@code LogFileReader}, kinds {@code RecordHeader}).
 * Big-endian fixed-width fields, strings as {@link LogString}, no footer. Names in records use a
 * per-file string cache: first use {@code +index} then the string, later uses {@code -index}.
 */
final class LogLayout {
    /** The only version decoded and written: the Gatling whose reader renders the merged report. */
    static final String GATLING_VERSION = "3.15.1";

    static final byte RUN = 0;
    static final byte REQUEST = 1;
    static final byte USER = 2;
    static final byte GROUP = 3;
    static final byte ERROR = 4;

    private LogLayout() {
    }
}
