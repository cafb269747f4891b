package loadlab.wire;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.assertj.core.groups.Tuple;
import org.junit.jupiter.api.Test;

class RouteTotalsTest {

    @Test
    void namesEachRouteOfTheContractByItsTemplateAndEveryOtherPathOther() {
        assertThat(RouteTotals.ROUTES[RouteTotals.route("/hello")]).isEqualTo("/hello");
        assertThat(RouteTotals.ROUTES[RouteTotals.route("/ajax?idx=1&size=4&callback=cb")]).isEqualTo("/ajax");
        assertThat(RouteTotals.ROUTES[RouteTotals.route("/ws/fresh?idx=2")]).isEqualTo("/ws/fresh");
        assertThat(RouteTotals.ROUTES[RouteTotals.route("/socket.io/?EIO=4&transport=websocket")]).isEqualTo("/socket.io/");
        assertThat(RouteTotals.ROUTES[RouteTotals.route("/lab/transports.html")]).isEqualTo("/lab/**");
        assertThat(RouteTotals.route("/hello/")).as("no prefix match but the two templates").isEqualTo(RouteTotals.OTHER);
        assertThat(RouteTotals.route("/items/export?x")).isEqualTo(7);
    }

    @Test
    void addsUpEachRouteMethodAndStatusInASlotMadeOnce() {
        List<RouteTotals.Slot> made = new ArrayList<>();
        RouteTotals totals = new RouteTotals(made::add);

        totals.add(RouteTotals.route("/items"), RouteTotals.method("POST"), 201, 1_000);
        totals.add(RouteTotals.route("/items"), RouteTotals.method("POST"), 201, 3_000);
        totals.add(RouteTotals.route("/items"), RouteTotals.method("POST"), 503, 500);
        totals.add(RouteTotals.route("/hello"), RouteTotals.method("PATCH"), 405, 10);

        assertThat(made).extracting(RouteTotals.Slot::route, RouteTotals.Slot::method, RouteTotals.Slot::status)
                .containsExactly(Tuple.tuple("/items", "POST", 201),
                        Tuple.tuple("/items", "POST", 503),
                        Tuple.tuple("/hello", "other", 405));
        assertThat(made.get(0).count()).isEqualTo(2);
        assertThat(made.get(0).nanos()).isEqualTo(4_000);
    }

    @Test
    void leavesOutAStatusNoAnswerHas() {
        List<RouteTotals.Slot> made = new ArrayList<>();
        RouteTotals totals = new RouteTotals(made::add);

        totals.add(0, 0, 99, 1);
        totals.add(0, 0, 600, 1);

        assertThat(made).isEmpty();
    }
}
