package org.aaltohubs.search;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import org.opensearch.Version;
import org.opensearch.analysis.common.CommonAnalysisPlugin;
import org.opensearch.common.settings.Settings;
import org.opensearch.env.Environment;
import org.opensearch.http.HttpServerTransport;
import org.opensearch.node.InternalSettingsPreparer;
import org.opensearch.node.Node;
import org.opensearch.plugins.Plugin;
import org.opensearch.transport.Netty4Plugin;

/**
 * One OpenSearch node in this JVM: the server with its modules on the classpath (HTTP and transport
 * through Netty 4, the language analysers of analysis-common), bound to 127.0.0.1, single-node
 * discovery, no security plugin. Prints one line "listening on http://127.0.0.1:PORT" once the
 * HTTP port is bound, then runs until the process is told to stop: SIGINT or SIGTERM close the
 * node; with --watch-stdin, a line "stop" or the end of standard input does too, so a parent that
 * dies takes the node with it.
 *
 * Arguments: --home DIR (required: data and logs go under it), --port N (0 or absent: any free
 * port), --watch-stdin.
 */
public final class LocalNode extends Node {

    private LocalNode(Environment environment, Collection<Class<? extends Plugin>> plugins) {
        super(environment, plugins, true);
    }

    public static void main(String[] args) throws Exception {
        Path home = null;
        int port = 0;
        boolean watchStdin = false;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--home" -> home = Paths.get(args[++i]).toAbsolutePath();
                case "--port" -> port = Integer.parseInt(args[++i]);
                case "--watch-stdin" -> watchStdin = true;
                default -> throw new IllegalArgumentException("unknown argument " + args[i]);
            }
        }
        if (home == null) throw new IllegalArgumentException("--home DIR is required");
        Files.createDirectories(home.resolve("config"));
        Settings settings = Settings.builder()
            .put("cluster.name", "aalto-hubs-local")
            .put("node.name", "local")
            .put("path.home", home.toString())
            .put("path.data", home.resolve("data").toString())
            .put("path.logs", home.resolve("logs").toString())
            .put("network.host", "127.0.0.1")
            .put("http.port", port == 0 ? "0" : Integer.toString(port))
            .put("transport.port", "0")
            .put("discovery.type", "single-node")
            // A developer's disk may be fuller than a server's: never block writes on it here.
            .put("cluster.routing.allocation.disk.threshold_enabled", false)
            .put("http.cors.enabled", false)
            .build();
        Environment environment = InternalSettingsPreparer.prepareEnvironment(settings, Map.of(), home.resolve("config"), () -> "local");
        LocalNode node = new LocalNode(environment, List.of(Netty4Plugin.class, CommonAnalysisPlugin.class));
        CountDownLatch stopped = new CountDownLatch(1);
        Runnable stop = () -> {
            try {
                node.close();
                node.awaitClose(10, TimeUnit.SECONDS);
            } catch (Exception e) {
                System.err.println("closing the node: " + e);
            } finally {
                stopped.countDown();
            }
        };
        Runtime.getRuntime().addShutdownHook(new Thread(stop, "local-node-stop"));
        node.start();
        var address = node.injector().getInstance(HttpServerTransport.class).boundAddress().publishAddress();
        System.out.println("OpenSearch " + Version.CURRENT + " listening on http://" + address.getAddress() + ":" + address.getPort());
        System.out.flush();
        if (watchStdin) startStdinWatcher();
        stopped.await();
    }

    /** Standard input closed, or a line "stop": the parent is done with the node. */
    private static void startStdinWatcher() {
        Thread watcher = new Thread(() -> {
            try {
                var in = new java.io.BufferedReader(new java.io.InputStreamReader(System.in));
                String line;
                while ((line = in.readLine()) != null) {
                    if (line.trim().equals("stop")) break;
                }
            } catch (java.io.IOException ignored) {
                // closed: stop
            }
            System.exit(0);
        }, "local-node-stdin");
        watcher.setDaemon(true);
        watcher.start();
    }
}
