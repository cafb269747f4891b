package loadlab.lab.settings;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class SplitTest {

    @Test
    void sharesAddUpToTheWholeAndDifferByOneAtMost() {
        for (int n = 1; n <= 7; n++) {
            for (long whole : new long[] {0, 1, 6, 7, 10, 20_000, 100_003}) {
                int injectors = n;
                long[] shares = IntStream.range(0, n).mapToLong(k -> new Split(injectors, k).share(whole)).toArray();
                assertThat(java.util.Arrays.stream(shares).sum()).as("%d over %d", whole, n).isEqualTo(whole);
                assertThat(java.util.Arrays.stream(shares).max().orElseThrow()
                        - java.util.Arrays.stream(shares).min().orElseThrow()).isLessThanOrEqualTo(1);
            }
        }
    }

    @Test
    void remaindersGoToTheLowestInjectors() {
        assertThat(IntStream.range(0, 4).map(k -> new Split(4, k).share(10))).containsExactly(3, 3, 2, 2);
    }

    @Test
    void requestsGoOnlyToInjectorsWithUsersAndNeverFallBelowTheirUsers() {
        // Concurrency 10 over 16 injectors: injectors 0..9 hold one client each and share the 5000 inserts.
        for (int k = 0; k < 16; k++) {
            Split split = new Split(16, k);
            assertThat(split.share(5000, 10)).isEqualTo(k < 10 ? 500 : 0);
            assertThat(split.share(10)).isEqualTo(k < 10 ? 1 : 0);
        }
        for (int n = 1; n <= 7; n++) {
            for (int users = 1; users <= 9; users++) {
                for (long requests = users; requests <= users + 9; requests++) {
                    long sum = 0;
                    for (int k = 0; k < n; k++) {
                        Split split = new Split(n, k);
                        assertThat(split.share(requests, users)).isGreaterThanOrEqualTo(split.share(users));
                        sum += split.share(requests, users);
                    }
                    assertThat(sum).isEqualTo(requests);
                }
            }
        }
    }

    @Test
    void oneInjectorIsTheWholePlan() {
        assertThat(Split.WHOLE.shared()).isFalse();
        assertThat(Split.WHOLE.share(12_345L)).isEqualTo(12_345L);
        assertThat(Split.WHOLE.share(7, 3)).isEqualTo(7);
    }

    @Test
    void rejectsAnInjectorOutsideTheSplit() {
        assertThatThrownBy(() -> new Split(0, 0)).hasMessageContaining("-Dinjectors must be at least 1");
        assertThatThrownBy(() -> new Split(2, 2)).hasMessageContaining("-Dinjector must be 0..1");
        assertThatThrownBy(() -> new Split(2, -1)).hasMessageContaining("-Dinjector must be 0..1");
    }

    @Test
    void aRequiredShareOfNothingIsRefusedNamingTheKnob() {
        assertThat(new Split(3, 1).required("users", 2)).isEqualTo(1);
        assertThatThrownBy(() -> new Split(3, 2).required("users", 2))
                .hasMessageContaining("leaves injector 2 nothing of -Dusers=2")
                .hasMessageContaining("at most 2 injectors");
    }
}
