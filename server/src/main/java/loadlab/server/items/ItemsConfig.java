package loadlab.server.items;

import io.micronaut.context.annotation.ConfigurationProperties;
import io.micronaut.core.bind.annotation.Bindable;

/**
 * The items endpoints ({@code lab.items.*}, env {@code LAB_ITEMS_*}).
 *
 * @param exportEnabled whether {@code GET /items/export} answers; off, it is a 404 like any unknown
 *                      path. On by default: the insert experiment's books by identity read it
 */
@ConfigurationProperties("lab.items")
public record ItemsConfig(@Bindable(defaultValue = "true") boolean exportEnabled) {
}
