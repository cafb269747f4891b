package loadlab.server.contract;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.URI;
import java.util.EnumSet;
import java.util.Map;
import java.util.Properties;
import org.junit.jupiter.api.Test;

class ContractSettingsTest {
    @Test
    void withoutBaseUrlTheReferenceServerServesEverything() {
        ContractSettings settings = ContractSettings.from(properties(Map.of("user.dir", "/tmp")));

        assertThat(settings.reference()).isTrue();
        assertThat(settings.serves()).containsExactlyInAnyOrderElementsOf(EnumSet.allOf(Claim.class));
    }

    @Test
    void blankBaseUrlCountsAsUnset() {
        assertThat(ContractSettings.from(properties(Map.of(ContractSettings.BASE_URL, " "))).reference()).isTrue();
    }

    @Test
    void readsBaseUrlAndClaims() {
        ContractSettings settings = ContractSettings.from(properties(Map.of(
                ContractSettings.BASE_URL, "http://127.0.0.1:3000/", ContractSettings.SERVES, "hello,items")));

        assertThat(settings.reference()).isFalse();
        assertThat(settings.baseUrl()).contains(URI.create("http://127.0.0.1:3000"));
        assertThat(settings.serves()).containsExactlyInAnyOrder(Claim.HELLO, Claim.ITEMS);
    }

    @Test
    void refusesBaseUrlWithoutClaims() {
        assertThatThrownBy(() -> ContractSettings.from(properties(Map.of(ContractSettings.BASE_URL, "http://127.0.0.1:3000"))))
                .hasMessageContaining(ContractSettings.SERVES);
    }

    @Test
    void refusesClaimsWithoutBaseUrl() {
        assertThatThrownBy(() -> ContractSettings.from(properties(Map.of(ContractSettings.SERVES, "hello"))))
                .hasMessageContaining(ContractSettings.BASE_URL);
    }

    @Test
    void refusesBaseUrlThatIsNotHttpHostAndPort() {
        for (String url : new String[] {"127.0.0.1:3000", "https://127.0.0.1:3000", "http://127.0.0.1", "http://127.0.0.1:3000/api",
            "http://127.0.0.1:3000/?x=1"}) {
            assertThatThrownBy(() -> ContractSettings.from(properties(Map.of(
                    ContractSettings.BASE_URL, url, ContractSettings.SERVES, "hello"))))
                    .as(url).hasMessageContaining("http://host:port");
        }
    }

    @Test
    void refusesAMisspeltContractProperty() {
        assertThatThrownBy(() -> ContractSettings.from(properties(Map.of("contract.baseurl", "http://127.0.0.1:3000"))))
                .hasMessageContaining("-Dcontract.baseurl");
    }

    private static Properties properties(Map<String, String> values) {
        Properties properties = new Properties();
        properties.putAll(values);
        return properties;
    }
}
