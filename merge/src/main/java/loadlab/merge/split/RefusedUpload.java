package loadlab.merge.split;

import java.io.IOException;

/** An upload the coordinator will not take, with the status it answers and why (which fails the split). */
final class RefusedUpload extends IOException {
    private static final long serialVersionUID = 1L;
    /** A request that is wrong as sent. */
    static final int BAD = 400;
    /** A request beyond what the coordinator takes. */
    static final int TOO_LARGE = 413;
    /** A second upload for an injector whose runs were received (or are arriving). */
    static final int CONFLICT = 409;

    private final int status;

    RefusedUpload(int status, String reason) {
        super(reason);
        this.status = status;
    }

    RefusedUpload(int status, String reason, Throwable cause) {
        super(reason, cause);
        this.status = status;
    }

    int status() {
        return status;
    }
}
