package loadlab.merge.split;

import java.net.InetSocketAddress;
import java.nio.file.Path;
import java.time.Duration;
import loadlab.record.split.CoordinatorProtocol;

/**
 * A split's coordinator, as it is started.
 *
 * @param runs         where each injector's runs land, {@code injector-K/}
 * @param lead         from the last injector ready to the split's start
 * @param readyTimeout how long an injector's {@code /ready} is held open before it is answered 503
 * @param address      where it listens: loopback unless the split's injectors run elsewhere
 * @param token        the split's token, which every request must carry
 */
record CoordinatorSettings(int injectors, Path runs, Duration lead, Duration readyTimeout, InetSocketAddress address,
        String token, UploadLimits limits) {

    CoordinatorSettings {
        if (injectors < 1) {
            throw new IllegalArgumentException("a split has at least one injector, got " + injectors);
        }
        CoordinatorProtocol.checked(token);
    }
}
