package loadlab.lab.settings;

/** How the hello and insert experiments inject load. */
public enum LoadModel {
    /** Fixed concurrency and a fixed total of requests, the way {@code ab -n -c} drives a server. */
    CLOSED,
    /** Constant arrival rate, independent of how fast the server answers. */
    OPEN;

    public static LoadModel parse(String name) {
        return Checks.oneOf(Knob.MODEL, LoadModel.class, name);
    }

    /** One of -DinsertModels. */
    public static LoadModel parseInsert(String name) {
        return Checks.oneOf(Knob.INSERT_MODELS, LoadModel.class, name);
    }
}
