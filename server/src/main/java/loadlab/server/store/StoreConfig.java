package loadlab.server.store;

import io.micronaut.context.annotation.ConfigurationProperties;
import io.micronaut.core.bind.annotation.Bindable;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;

/**
 * The embedded store ({@code lab.store.*}, env {@code LAB_STORE_*}), used only when no
 * {@code mongodb.uri} / {@code MONGODB_URI} is given.
 *
 * @param mode {@code memory} (default; gone at exit) or {@code file} (H2 file, survives restarts)
 * @param path the file for {@code file} mode
 */
@ConfigurationProperties("lab.store")
public record StoreConfig(
        @Bindable(defaultValue = "memory") @NotNull Mode mode,
        @Bindable(defaultValue = "data/loadlab-store.mv") @NotBlank String path) {

    public enum Mode { MEMORY, FILE }
}
