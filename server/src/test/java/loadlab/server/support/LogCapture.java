package loadlab.server.support;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import java.util.List;
import org.slf4j.LoggerFactory;

/** Collects what is logged while it is open, from every logger, at WARN and above unless told otherwise. */
public final class LogCapture implements AutoCloseable {
    private final Logger root = (Logger) LoggerFactory.getLogger(Logger.ROOT_LOGGER_NAME);
    private final ListAppender<ILoggingEvent> appender = new ListAppender<>();

    private LogCapture() {
        appender.start();
        root.addAppender(appender);
    }

    public static LogCapture start() {
        return new LogCapture();
    }

    /** Events at the level or above, formatted as "LEVEL logger - message". */
    public List<String> atLeast(Level level) {
        synchronized (appender) {
            return appender.list.stream()
                    .filter(event -> event.getLevel().isGreaterOrEqual(level))
                    .map(event -> event.getLevel() + " " + event.getLoggerName() + " - " + event.getFormattedMessage())
                    .toList();
        }
    }

    @Override
    public void close() {
        root.detachAppender(appender);
        appender.stop();
    }
}
