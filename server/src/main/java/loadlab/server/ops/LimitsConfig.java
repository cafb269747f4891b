package loadlab.server.ops;

import io.micronaut.context.annotation.ConfigurationProperties;
import io.micronaut.core.bind.annotation.Bindable;
import jakarta.validation.constraints.Min;

/**
 * What the process needs from the operating system ({@code lab.limits.*}, env {@code LAB_LIMITS_*}).
 *
 * @param requiredOpenFiles open-files soft limit below which start-up warns (one descriptor per connection)
 */
@ConfigurationProperties("lab.limits")
public record LimitsConfig(@Bindable(defaultValue = "20000") @Min(0) long requiredOpenFiles) {
}
