package loadlab.lab.launch;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

/**
 * When a started process counts as up: a server when its health URL answers 200, a store (which
 * speaks no HTTP) when its port accepts a connection.
 */
public interface Readiness {
    boolean ready();

    /** What is awaited, for the log and for errors: "GET http://127.0.0.1:8080/health answering 200". */
    String describe();

    static Readiness http(URI health) {
        HttpClient client = OutOfBandHttp.client(Duration.ofSeconds(1));
        return new Readiness() {
            @Override
            public boolean ready() {
                HttpRequest request = HttpRequest.newBuilder(health).timeout(Duration.ofSeconds(2)).GET().build();
                try {
                    return client.send(request, HttpResponse.BodyHandlers.discarding()).statusCode() == 200;
                } catch (IOException e) {
                    return false;
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return false;
                }
            }

            @Override
            public String describe() {
                return "GET " + health + " answering 200";
            }
        };
    }

    static Readiness tcp(InetSocketAddress address) {
        return new Readiness() {
            @Override
            public boolean ready() {
                try (Socket socket = new Socket()) {
                    socket.connect(address, 1000);
                    return true;
                } catch (IOException e) {
                    return false;
                }
            }

            @Override
            public String describe() {
                return address.getHostString() + ":" + address.getPort() + " accepting connections";
            }
        };
    }
}
