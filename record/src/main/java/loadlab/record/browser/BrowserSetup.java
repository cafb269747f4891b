package loadlab.record.browser;

/**
 * How a browser run was set up, as its record states it and the summary shows it beside the
 * transports run.
 *
 * @param browser the browser's name and version as it reports them, or null when skipped
 * @param page    the page's URL without its query
 * @param repeats tests per (transport, N), each after a full page reload
 * @param skipped why the run did not happen, or null
 */
public record BrowserSetup(String browser, String page, int thinkMs, int size, int repeats, String skipped) {
}
