package loadlab.tomcat.transport;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class SocketMessagesTest {

    @Test
    void readsIdxAndSizeOfASendMeDataRequest() {
        assertThat(SocketMessages.parseRequest("{\"event\":\"send_me_data\",\"idx\":3,\"size\":10}"))
                .isEqualTo(new Exchange(3, 10));
    }

    @Test
    void takesTheDefaultsForAbsentOrNullFields() {
        assertThat(SocketMessages.parseRequest("{\"event\":\"send_me_data\",\"idx\":null}")).isEqualTo(new Exchange(0, 4096));
    }

    @Test
    void acceptsIntegralDoublesAsJavaScriptSendsThem() {
        assertThat(SocketMessages.parseRequest("{\"event\":\"send_me_data\",\"idx\":5.0,\"size\":2.0}"))
                .isEqualTo(new Exchange(5, 2));
    }

    @Test
    void namesTheProblemWithTheContractsCode() {
        assertThatThrownBy(() -> SocketMessages.parseRequest("{"))
                .isInstanceOfSatisfying(BadInput.class, problem -> assertThat(problem.code()).isEqualTo("bad_json"));
        assertThatThrownBy(() -> SocketMessages.parseRequest("{\"event\":\"other\"}"))
                .isInstanceOfSatisfying(BadInput.class, problem -> assertThat(problem.code()).isEqualTo("unknown_event"));
    }

    @Test
    void writesTheErrorEventAsTheContractShows() {
        assertThat(SocketMessages.error(new BadInput("bad_idx", "idx must be ...")))
                .isEqualTo("{\"event\":\"error\",\"error\":\"bad_idx\",\"message\":\"idx must be ...\"}");
    }

    @Test
    void writesYouHaveDataWithTheIdxAndSizeRandomCharacters() {
        assertThat(SocketMessages.data(new Exchange(8, 16)))
                .matches("\\{\"event\":\"you_have_data\",\"idx\":8,\"data\":\"[A-Za-z0-9]{16}\"}");
    }
}
