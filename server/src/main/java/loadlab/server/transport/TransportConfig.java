package loadlab.server.transport;

import io.micronaut.context.annotation.ConfigurationProperties;
import io.micronaut.core.bind.annotation.Bindable;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotBlank;
import java.time.Duration;

/**
 * Transport settings ({@code lab.transport.*}, env {@code LAB_TRANSPORT_*}).
 *
 * @param corsOrigin        value of {@code Access-Control-Allow-Origin} on AJAX answers
 * @param maxSize           largest payload a client may ask for (the contract's bound is 1 MiB)
 * @param defaultSize       payload size when the client names none
 * @param freshIdleTimeout  how long a fresh socket may stay open after its one message
 * @param closeLinger       how long a connection the server ends (a WebSocket after its close frame,
 *                          an HTTP connection after a 413) stays half-closed, reading and discarding
 *                          what the client still sends, so the last answer is not lost to a reset
 */
@ConfigurationProperties("lab.transport")
public record TransportConfig(
        @Bindable(defaultValue = "*") @NotBlank String corsOrigin,
        @Bindable(defaultValue = "1048576") @Min(0) @Max(1048576) int maxSize,
        @Bindable(defaultValue = "4096") @Min(0) @Max(1048576) int defaultSize,
        @Bindable(defaultValue = "10s") Duration freshIdleTimeout,
        @Bindable(defaultValue = "2s") Duration closeLinger) {
}
