package loadlab.lab.settings;

import loadlab.record.names.RunNames;

/**
 * One population of the hello experiment: a closed variant, or an open variant at one of the planned rates.
 * The id is the summary's row and metric key ({@code hello.<id>.*}): a closed variant's own id, an open one's
 * with its rate ("open-close-r1000"), so each level of an open variant has its own request and figures.
 *
 * @param rate          an open step's arrivals per second over the whole split of injectors (names the step); 0 when closed
 * @param injectorRate  this injector's share of them (its arrivals over the same duration); 0 when closed
 */
public record HelloStep(HelloVariant variant, int rate, double injectorRate) {

    public HelloStep {
        boolean open = variant.model() == LoadModel.OPEN;
        if (open != rate > 0 || open != injectorRate > 0) {
            throw new IllegalArgumentException("an open hello step has a positive rate and a closed one none: "
                    + variant.id() + " at " + rate + "/s (this injector " + injectorRate + "/s)");
        }
    }

    public static HelloStep closed(HelloVariant variant) {
        return new HelloStep(variant, 0, 0);
    }

    public boolean open() {
        return rate > 0;
    }

    /** "closed-keepalive", "open-close-r1000". */
    public String id() {
        return open() ? RunNames.helloRateRow(variant.id(), rate) : variant.id();
    }

    /** The request that times this step, as the summary reads it back ("Hello Open 1000/s"). */
    public String requestName() {
        return RunNames.helloRequest(id()).orElseThrow();
    }

    @Override
    public String toString() {
        return id();
    }
}
