package org.pairlab.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class HistogramTest {
    @Test
    void spanningBinsCoverAllValuesWithTheMaximumInTheLastBin() {
        Histogram h = Histogram.spanning(List.of(0.1, 0.2, 0.2, 0.45, 0.9, 0.9), 4);
        assertEquals(List.of(3L, 1L, 0L, 2L), h.counts());
        assertEquals(0.1, h.bins().get(0).from(), 1e-12);
        assertEquals(0.9, h.bins().get(3).to(), 1e-12);
        assertEquals(6, h.total());
        assertEquals(3, h.maxCount());
        assertEquals(List.of(2L), Histogram.spanning(List.of(0.5, 0.5), 10).counts(), "equal values: one bin");
        assertTrue(Histogram.spanning(List.of(), 10).isEmpty());
        assertEquals(List.of(1L), Histogram.spanning(List.of(Double.NaN, 3.0), 5).counts(), "NaN is skipped");
    }

    @Test
    void fixedRangeClampsOutsideValuesToTheEndBins() {
        Histogram h = Histogram.between(0, 1, 20, List.of(-0.2, 0.0, 0.05, 0.999, 1.0, 7.0));
        assertEquals(2, h.bins().get(0).count(), "-0.2 and 0.0");
        assertEquals(1, h.bins().get(1).count(), "0.05 starts the second bin");
        assertEquals(3, h.bins().get(19).count(), "0.999, 1.0 and 7.0");
        assertEquals("0.95–1.00", h.bins().get(19).label());
        assertThrows(IllegalArgumentException.class, () -> Histogram.between(1, 1, 3, List.of()));
    }

    @Test
    void countsGetOneBarPerWholeNumberAndFromZeroStartsAtZero() {
        Histogram boxes = Histogram.ofCounts(List.of(0, 0, 1, 3, 3, 3));
        assertEquals(List.of(2L, 1L, 0L, 3L), boxes.counts());
        assertEquals(3.0, boxes.bins().get(3).middle(), 1e-12);
        Histogram rho = Histogram.fromZero(new double[] {0.0, 0.04, 0.26}, 0.1);
        assertEquals(List.of(2L, 0L, 1L), rho.counts());
    }
}
