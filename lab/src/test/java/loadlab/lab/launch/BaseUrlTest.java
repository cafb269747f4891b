package loadlab.lab.launch;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.URI;
import org.junit.jupiter.api.Test;

class BaseUrlTest {

    @Test
    void dropsTrailingSlashSoContractPathsAppend() {
        assertThat(BaseUrl.parse("http://localhost:8080/").http()).isEqualTo("http://localhost:8080");
    }

    @Test
    void webSocketUrlSwapsTheScheme() {
        assertThat(BaseUrl.parse("http://localhost:8080").ws()).isEqualTo("ws://localhost:8080");
        assertThat(BaseUrl.parse("https://example.test").ws()).isEqualTo("wss://example.test");
    }

    @Test
    void keepsAPathPrefix() {
        BaseUrl url = BaseUrl.parse("http://host:3000/app/");
        assertThat(url.resolve("/hello")).isEqualTo(URI.create("http://host:3000/app/hello"));
        assertThat(url.ws()).isEqualTo("ws://host:3000/app");
    }

    @Test
    void loopbackIsIpv4WithThePort() {
        assertThat(BaseUrl.loopback(41234).http()).isEqualTo("http://127.0.0.1:41234");
        assertThat(BaseUrl.loopback(41234).resolve("/health"))
                .isEqualTo(URI.create("http://127.0.0.1:41234/health"));
    }

    @Test
    void rejectsOtherSchemesMissingHostAndQueries() {
        assertThatThrownBy(() -> BaseUrl.parse("localhost:8080")).hasMessageContaining("http://");
        assertThatThrownBy(() -> BaseUrl.parse("ftp://host")).hasMessageContaining("-DbaseUrl");
        assertThatThrownBy(() -> BaseUrl.parse("http:///path")).hasMessageContaining("no host");
        assertThatThrownBy(() -> BaseUrl.parse("http://host?x=1")).hasMessageContaining("query");
        assertThatThrownBy(() -> BaseUrl.parse("http://ho st")).hasMessageContaining("not usable");
    }

    @Test
    void resolveWantsAnAbsolutePath() {
        assertThatThrownBy(() -> BaseUrl.loopback(1).resolve("hello"))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
