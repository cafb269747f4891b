package loadlab.gatling.transport;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ExchangeChecksTest {

    @Test
    void acceptsTheJsonpCallWithOrWithoutSemicolon() {
        assertThat(ExchangeChecks.isJsonpCall("_testcb({\"idx\":1,\"message\":\"ab\"});")).isTrue();
        assertThat(ExchangeChecks.isJsonpCall("_testcb({\"idx\":1,\"message\":\"ab\"})\n")).isTrue();
    }

    @Test
    void rejectsPlainJsonAndOtherCallbacks() {
        assertThat(ExchangeChecks.isJsonpCall("{\"idx\":1,\"message\":\"ab\"}")).isFalse();
        assertThat(ExchangeChecks.isJsonpCall("other({\"idx\":1});")).isFalse();
    }
}
