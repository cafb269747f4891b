package loadlab.gatling.browser;

import java.io.IOException;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import loadlab.lab.launch.BaseUrl;
import loadlab.lab.launch.OutOfBandHttp;

/** Whether a target serves the Socket.IO client script, which the page's Socket.IO transports load. */
final class SocketIoClient {
    /** Where the page loads it from (transports.js, loadSocketIo). */
    static final String PATH = "/socket.io/socket.io.js";

    private SocketIoClient() {
    }

    static boolean servedBy(BaseUrl target) {
        HttpRequest request = HttpRequest.newBuilder(target.resolve(PATH)).timeout(Duration.ofSeconds(5)).build();
        try {
            return OutOfBandHttp.client(Duration.ofSeconds(2)).send(request, HttpResponse.BodyHandlers.discarding())
                    .statusCode() == 200;
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }
}
