package org.pairlab.augment.cutswap;

import java.util.LinkedHashMap;
import java.util.Map;
import org.pairlab.augment.AugmentContext;
import org.pairlab.image.ImageFormatException;
import org.pairlab.image.Rasters;

/** A small LRU of decoded sample images: a sample's candidates share its image, and popular patch sources repeat. */
final class RasterCache {
    private final int capacity;
    private final Map<Long, PatchCompositor.Raster> lru;

    RasterCache(int capacity) {
        this.capacity = capacity;
        this.lru = new LinkedHashMap<>(16, 0.75f, true);
    }

    PatchCompositor.Raster get(long sampleId, AugmentContext context) throws ImageFormatException {
        synchronized (lru) {
            PatchCompositor.Raster r = lru.get(sampleId);
            if (r != null) {
                return r;
            }
        }
        var img = context.image(sampleId);
        PatchCompositor.Raster r = new PatchCompositor.Raster(Rasters.pixels(img), img.getWidth(), img.getHeight());
        synchronized (lru) {
            lru.put(sampleId, r);
            if (lru.size() > capacity) {
                Long eldest = lru.keySet().iterator().next();
                lru.remove(eldest);
            }
        }
        return r;
    }
}
