package org.pairlab.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.pairlab.testing.SharedData;

/**
 * {@code bench filters}' isolated measurement: the child's protocol line round-trips and is found among other output,
 * malformed lines fail naming the line, and real children of both sides run from this class path and report a
 * figure per stage (no timing asserted).
 */
class FilterSideProcessTest {
    @Test
    void theLineRoundTripsAmongOtherOutput() {
        FilterSideProcess.Timing t = new FilterSideProcess.Timing("peer", 52, new double[] {3.9, 2.1, 1.4, 4.5},
                new double[] {4.0, 2.2, 1.5, 4.6});
        String output = "Nov 26 loading the OpenCV natives\n" + t.line() + "\n";
        assertEquals(t, FilterSideProcess.Timing.parse(output));
        assertTrue(t.line().startsWith("pairlab-filters-side peer 52 cpu 3.900000 "), t.line());
    }

    @Test
    void aMissingOrMalformedLineFailsNamingIt() {
        IllegalArgumentException none = assertThrows(IllegalArgumentException.class,
                () -> FilterSideProcess.Timing.parse("Exception in thread main\n"));
        assertTrue(none.getMessage().contains("Exception in thread main"), none.getMessage());
        String short1 = "pairlab-filters-side pairlab 52 cpu 1 2 3 wall 1 2 3 4";
        IllegalArgumentException bad = assertThrows(IllegalArgumentException.class,
                () -> FilterSideProcess.Timing.parse(short1));
        assertTrue(bad.getMessage().contains(short1), bad.getMessage());
        assertThrows(IllegalArgumentException.class,
                () -> FilterSideProcess.Timing.parse("pairlab-filters-side gimp 52 cpu 1 2 3 4 wall 1 2 3 4"));
        assertThrows(IllegalArgumentException.class,
                () -> FilterSideProcess.Timing.parse("pairlab-filters-side peer 52 cpu 1 2 x 4 wall 1 2 3 4"));
    }

    @Test
    void realChildrenOfBothSidesReportEveryStage() throws Exception {
        Path shared = SharedData.root();
        String classpath = System.getProperty("java.class.path");
        for (String side : FilterSideProcess.SIDES) {
            List<String> command = IsolatedFilters.command(IsolatedFilters.jvmOptions(), classpath, side, shared);
            assertEquals(FilterSideProcess.class.getName(), command.get(command.size() - 3));
            FilterSideProcess.Timing t = IsolatedFilters.child(command);
            assertEquals(side, t.side());
            assertEquals(FilterBenchmark.PIPELINE_IMAGES, t.images());
            for (int i = 0; i < FilterBenchmark.STAGES.size(); i++) {
                assertTrue(t.cpuMs()[i] > 0 && t.wallMs()[i] > 0, t.line());
            }
        }
    }

    @Test
    void aWrongSideIsAFailedChildWithItsOutput() {
        List<String> command = IsolatedFilters.command(List.of(), System.getProperty("java.class.path"), "gimp",
                Path.of("."));
        java.io.IOException e = assertThrows(java.io.IOException.class, () -> IsolatedFilters.child(command));
        assertTrue(e.getMessage().contains("exited with 2") && e.getMessage().contains("usage"), e.getMessage());
    }
}
