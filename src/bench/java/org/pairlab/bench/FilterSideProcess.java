package org.pairlab.bench;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * One side of {@code bench filters}' isolated measurement, run as its own JVM by {@link IsolatedFilters}: {@code java
 * -cp CLASSPATH org.pairlab.bench.FilterSideProcess pairlab|peer SHARED_DATA} does one untimed warm-up pass over the
 * pipeline's images, then one timed pass, and prints one {@link Timing#line()} on standard output.
 */
public final class FilterSideProcess {
    /**
     * System property (passed on to the children with the bench's other JVM options): untimed warm-up passes before
     * the timed one, 1 unless set; more shows how much of a figure is the JIT still compiling.
     */
    static final String WARM_UPS = "pairlab.bench.filters.warmUps";
    /** The sides a child can run. */
    static final List<String> SIDES = List.of("pairlab", "peer");

    private FilterSideProcess() {
    }

    /** The child's entry point; exits 2 on a wrong command line. */
    public static void main(String[] args) throws Exception {
        if (args.length != 2 || !SIDES.contains(args[0])) {
            System.err.println("usage: FilterSideProcess pairlab|peer SHARED_DATA");
            System.exit(2);
        }
        List<Path> files = FilterBenchmark.pipelineImages(Path.of(args[1]));
        int warmUps = Integer.getInteger(WARM_UPS, 1);
        double[][] ms;
        if (args[0].equals("peer")) {
            OpenCvPeer.load();
            for (int i = 0; i < warmUps; i++) {
                FilterBenchmark.peer(files); // untimed
            }
            ms = FilterBenchmark.peer(files);
        } else {
            // PairLab loads OpenCV itself when it uses it (not under -Dpairlab.opencv=false): nothing else is loaded.
            FilterBenchmark.PairLabSide side = new FilterBenchmark.PairLabSide();
            for (int i = 0; i < warmUps; i++) {
                side.run(files);
            }
            ms = side.run(files);
        }
        System.out.println(new Timing(args[0], files.size(), ms[0], ms[1]).line());
    }

    /** What a child measured: per-stage CPU and wall ms per image of its timed pass. */
    record Timing(String side, int images, double[] cpuMs, double[] wallMs) {
        /** The first word of the protocol line. */
        static final String TAG = "pairlab-filters-side";

        /** {@code pairlab-filters-side SIDE IMAGES cpu MS... wall MS...}, one figure per stage. */
        String line() {
            StringBuilder sb = new StringBuilder(TAG).append(' ').append(side).append(' ').append(images).append(" cpu");
            for (double v : cpuMs) {
                sb.append(String.format(Locale.ROOT, " %.6f", v));
            }
            sb.append(" wall");
            for (double v : wallMs) {
                sb.append(String.format(Locale.ROOT, " %.6f", v));
            }
            return sb.toString();
        }

        /**
         * The timing in a child's whole output (other lines, such as native libraries' messages, are skipped); fails
         * naming the line, or the output's end, when there is no well-formed protocol line.
         */
        static Timing parse(String output) {
            String found = null;
            for (String l : output.split("\\R")) {
                if (l.startsWith(TAG + " ")) {
                    found = l.trim();
                }
            }
            if (found == null) {
                String tail = output.length() > 2000 ? output.substring(output.length() - 2000) : output;
                throw new IllegalArgumentException("no '" + TAG + "' line in the child's output: " + tail);
            }
            String[] w = found.split("\\s+");
            int stages = FilterBenchmark.STAGES.size();
            if (w.length != 5 + 2 * stages || !w[3].equals("cpu") || !w[4 + stages].equals("wall")
                    || !SIDES.contains(w[1])) {
                throw new IllegalArgumentException("malformed line from the child (want '" + TAG + " SIDE IMAGES cpu "
                        + stages + " figures wall " + stages + " figures'): " + found);
            }
            try {
                double[] cpu = new double[stages];
                double[] wall = new double[stages];
                for (int i = 0; i < stages; i++) {
                    cpu[i] = Double.parseDouble(w[4 + i]);
                    wall[i] = Double.parseDouble(w[5 + stages + i]);
                }
                return new Timing(w[1], Integer.parseInt(w[2]), cpu, wall);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("not a number in the child's line: " + found, e);
            }
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Timing t && side.equals(t.side) && images == t.images && Arrays.equals(cpuMs, t.cpuMs)
                    && Arrays.equals(wallMs, t.wallMs);
        }

        @Override
        public int hashCode() {
            return side.hashCode() * 31 + Arrays.hashCode(cpuMs);
        }

        @Override
        public String toString() {
            return line();
        }
    }
}
