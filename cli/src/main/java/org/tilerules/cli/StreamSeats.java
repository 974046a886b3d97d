package org.tilerules.cli;

import org.tilerules.simulate.UsageError;
import org.tilerules.agents.StreamAgent;
import org.tilerules.runtime.Game;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Seats that answer through text streams: a person at this terminal (options on
 * stderr, answers on stdin) or an external program (one process per seat,
 * JSON lines both ways). Closing stops the programs.
 */
final class StreamSeats implements AutoCloseable {
    private final String command;
    private final PrintWriter prompts;
    private final List<Process> processes = new ArrayList<>();
    private BufferedReader terminal;

    StreamSeats(String command, PrintWriter prompts) {
        this.command = command;
        this.prompts = prompts;
    }

    void seat(Game g, List<String> bots) {
        for (int i = 0; i < bots.size(); i++) {
            switch (bots.get(i)) {
                case "human" -> {
                    if (terminal == null) terminal = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
                    g.agents[i] = new StreamAgent(terminal, prompts, true, TextMap::forDecision);
                }
                case "external" -> {
                    Process p = start();
                    BufferedReader in = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
                    PrintWriter out = new PrintWriter(new OutputStreamWriter(p.getOutputStream(), StandardCharsets.UTF_8), true);
                    g.agents[i] = new StreamAgent(in, out, false);
                }
                default -> { }
            }
        }
    }

    private Process start() {
        try {
            Process p = new ProcessBuilder("sh", "-c", command).redirectError(ProcessBuilder.Redirect.INHERIT).start();
            processes.add(p);
            return p;
        } catch (IOException e) {
            throw new UsageError("cannot start '" + command + "': " + e.getMessage());
        }
    }

    @Override public void close() {
        for (Process p : processes) p.destroy();
    }
}
