package org.tilerules.cli;

import org.tilerules.simulate.UsageError;
import org.tilerules.simulate.RulesDir;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.net.BindException;
import java.net.InetSocketAddress;
import java.net.SocketException;
import java.util.concurrent.Callable;

@Command(name = "serve", mixinStandardHelpOptions = true, versionProvider = Main.Version.class,
        description = {"Serves a page to play games in the browser against bots: pick rule sets, options and players, then "
                + "place tiles and figures with the mouse. Runs until stopped (Ctrl-C).",
                "Several people may play at one page (hot-seat), or a seat is handed to a second browser by its link (the page "
                        + "lists one per person's seat): a seat's moves are taken only with the secret token its link carries.",
                "Each game is recorded as play --json records it (seed and choices); when it ends the page links its record "
                        + "and its replay page (not before: the record tells the seed, so the tiles to come)."},
        footerHeading = "%nExamples:%n",
        footer = {
                "  carcassonne serve                     (then open http://localhost:8080/)",
                "  carcassonne serve --port 9000 --rules-dir my-rules"})
final class ServeCommand implements Callable<Integer> {
    @Spec CommandSpec spec;
    @Mixin RulesDir rulesDir;

    @Option(names = "--port", paramLabel = "N", defaultValue = "8080", description = "Port to listen on (default: ${DEFAULT-VALUE}; 0: any free port).")
    int port;

    @Option(names = "--host", paramLabel = "HOST", defaultValue = "localhost",
            description = "Address to listen on (default: ${DEFAULT-VALUE}: this machine only).")
    String host;

    @Option(names = "--bot-delay", paramLabel = "MS", defaultValue = "700",
            description = "Milliseconds a bot waits before its turn, so that a person sees each move (default: ${DEFAULT-VALUE}).")
    long botDelay;

    @Override public Integer call() throws IOException, InterruptedException {
        PrintWriter out = spec.commandLine().getOut();
        if (port < 0 || port > 65535) throw new UsageError("--port takes 0 to 65535 (0: any free port), found " + port);
        if (new InetSocketAddress(host, 0).isUnresolved()) {
            throw new UsageError("--host: no address is named '" + host + "' (use localhost, an address such as 127.0.0.1, or a name of this machine)");
        }
        WebServer server;
        try {
            server = new WebServer(rulesDir.resolve(), host, port, botDelay);
        } catch (BindException e) {
            throw new UsageError("cannot listen on " + host + ":" + port + ": " + e.getMessage() + "; pass another --port or --host");
        } catch (SocketException e) {
            throw new UsageError("cannot listen on " + host + ":" + port + ": " + e.getMessage() + "; pass another --host");
        }
        server.start();
        out.println("serving http://" + host + ":" + server.port() + "/ (Ctrl-C stops)");
        out.flush();
        Main.onSignal("serve: stopped (games in progress are not kept)");
        Thread.currentThread().join();
        return 0;
    }
}
