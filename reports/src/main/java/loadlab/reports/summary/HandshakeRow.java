package loadlab.reports.summary;

/**
 * What setting up one connection costs a transport, over all its pages: the mean of each setup request
 * (null when the transport has none of that name) and their sum. Plain WebSockets have only the
 * connect (TCP and HTTP upgrade); Socket.IO adds the Engine.IO open packet and the namespace handshake.
 *
 * @param connections  how many connections were set up (count of the connect request)
 * @param setupMeanMs  connect + open + handshake means: the cost before the first exchange can start
 * @param exchangeMeanMs mean of the transport's exchange request over all its pages, or null
 */
public record HandshakeRow(
        String framing,
        String transport,
        long connections,
        Double connectMeanMs,
        Double openMeanMs,
        Double handshakeMeanMs,
        double setupMeanMs,
        Double exchangeMeanMs) {
}
