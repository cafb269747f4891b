package loadlab.reports.summary;

import java.util.Optional;
import loadlab.record.RepeatWindow;
import loadlab.record.RunRecord;
import loadlab.record.gatling.TimeWindow;

/**
 * A row's window as the simulation recorded it (record {@code repeatWindows}): from its first
 * repeat's first user's start to its last repeat's last user's end. A row's repeats run back to back,
 * so the span holds that row's load only.
 */
final class RecordedWindow {

    private RecordedWindow() {
    }

    /** Empty without a record, or when it recorded no window for the row (runs from before it did). */
    static Optional<TimeWindow> of(RunRecord record, String row) {
        if (record == null) {
            return Optional.empty();
        }
        return record.repeatWindows().stream()
                .filter(window -> window.row().equals(row))
                .map(RecordedWindow::window)
                .reduce(TimeWindow::union);
    }

    private static TimeWindow window(RepeatWindow repeat) {
        return new TimeWindow(repeat.startEpochMillis(), repeat.endEpochMillis());
    }
}
