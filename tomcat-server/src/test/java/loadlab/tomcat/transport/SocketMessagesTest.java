package loadlab.tomcat.transport;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import loadlab.wire.BadInputException;
import loadlab.wire.Exchange;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class SocketMessagesTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            reads idx and size of a send_me_data request | {"event":"send_me_data","idx":3,"size":10} | 3 | 10
            takes the defaults for absent or null fields | {"event":"send_me_data","idx":null}         | 0 | 4096
            accepts integral doubles as JavaScript sends | {"event":"send_me_data","idx":5.0,"size":2.0} | 5 | 2
            """)
    void readsTheExchangeARequestAsksFor(String rule, String message, long idx, int size) {
        assertThat(SocketMessages.parseRequest(message)).isEqualTo(new Exchange(idx, size));
    }

    @Test
    void namesTheProblemWithTheContractsCode() {
        assertThatThrownBy(() -> SocketMessages.parseRequest("{"))
                .isInstanceOfSatisfying(BadInputException.class, problem -> assertThat(problem.code()).isEqualTo("bad_json"));
        assertThatThrownBy(() -> SocketMessages.parseRequest("{\"event\":\"other\"}"))
                .isInstanceOfSatisfying(BadInputException.class,
                        problem -> assertThat(problem.code()).isEqualTo("unknown_event"));
    }

    @Test
    void writesTheErrorEventAsTheContractShows() {
        assertThat(SocketMessages.error(new BadInputException("bad_idx", "idx must be ...")))
                .isEqualTo("{\"event\":\"error\",\"error\":\"bad_idx\",\"message\":\"idx must be ...\"}");
    }

    @Test
    void writesYouHaveDataWithTheIdxAndSizeRandomCharacters() {
        assertThat(SocketMessages.data(new Exchange(8, 16)))
                .matches("\\{\"event\":\"you_have_data\",\"idx\":8,\"data\":\"[A-Za-z0-9]{16}\"}");
    }
}
