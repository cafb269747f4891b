package loadlab.reports.comparison;

import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import loadlab.record.comparison.ComparisonRecord;
import loadlab.reports.gate.Thresholds;

/**
 * What a comparison is judged by: its thresholds and whether a metric its planned pairs could not judge may
 * pass. Registered when the comparison starts ({@link ComparisonRecord#judgedBy()}) and read back by every
 * later reading, so the summary page, the stage that fails the build and a reading a week later give the
 * same verdict: a test whose settings are chosen after its figures are seen is not pre-registered.
 *
 * @param values the settings as given, keys without the {@code comparison.} prefix (empty: the defaults)
 */
public record JudgeSettings(Map<String, String> values, ComparisonThresholds thresholds, boolean allowInconclusive) {
    public static final String ALLOW_INCONCLUSIVE = "allowInconclusive";
    public static final JudgeSettings DEFAULTS = of(Map.of());

    public JudgeSettings {
        values = Map.copyOf(values);
    }

    /** The settings from their values; a key the judge does not know, or a value it cannot read, is refused. */
    public static JudgeSettings of(Map<String, String> values) {
        Set<String> unknown = new TreeSet<>(values.keySet());
        unknown.removeAll(ComparisonThresholds.KEYS);
        unknown.remove(ALLOW_INCONCLUSIVE);
        if (!unknown.isEmpty()) {
            throw new IllegalArgumentException("unknown comparison setting(s) " + unknown + ": the judge reads "
                    + new TreeSet<>(ComparisonThresholds.KEYS) + " and " + ALLOW_INCONCLUSIVE);
        }
        String allow = values.getOrDefault(ALLOW_INCONCLUSIVE, "false");
        if (!allow.equals("true") && !allow.equals("false")) {
            throw new IllegalArgumentException(ComparisonThresholds.OVERRIDE_PREFIX + ALLOW_INCONCLUSIVE
                    + " is true or false, got '" + allow + "'");
        }
        return new JudgeSettings(values, ComparisonThresholds.of(values), Boolean.parseBoolean(allow));
    }

    /** The settings among {@code comparison.}-prefixed ones (other names are not the judge's; blank ones are unset). */
    public static JudgeSettings given(Map<String, String> settings) {
        return of(Thresholds.merged(new Properties(), settings, ComparisonThresholds.OVERRIDE_PREFIX));
    }

    /**
     * The settings the record was registered with. A reading that gives settings of its own must give the same
     * ones: judging figures already seen by other thresholds is refused, not done quietly.
     */
    public static JudgeSettings registered(ComparisonRecord record, JudgeSettings given) throws NotRegistered {
        if (!given.values().isEmpty() && !given.values().equals(record.judgedBy())) {
            throw new NotRegistered("the comparison started " + record.startEpochMillis() + " was registered"
                    + " with the judge settings " + shown(record.judgedBy()) + " and is judged by them; this reading gave "
                    + shown(given.values()) + ": give the same settings, or none");
        }
        return of(record.judgedBy());
    }

    /** A reading gave judge settings other than those the comparison was registered with. */
    public static final class NotRegistered extends IllegalArgumentException {
        NotRegistered(String message) {
            super(message);
        }
    }

    private static String shown(Map<String, String> values) {
        return values.isEmpty() ? "{} (the defaults)" : new TreeMap<>(values).toString();
    }
}
