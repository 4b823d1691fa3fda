package org.pairlab.augment;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.ServiceLoader;

/** The augmentation methods on the class path. */
public final class Augmenters {
    private final List<Augmenter> all;

    public Augmenters() {
        List<Augmenter> list = new ArrayList<>();
        ServiceLoader.load(Augmenter.class).forEach(list::add);
        list.sort((a, b) -> a.method().compareTo(b.method()));
        this.all = List.copyOf(list);
    }

    public List<Augmenter> all() {
        return all;
    }

    public Optional<Augmenter> byMethod(String method) {
        return all.stream().filter(a -> a.method().equals(method)).findFirst();
    }

    /** The augmenter for a method, or an error that lists the known ones. */
    public Augmenter require(String method) {
        return byMethod(method).orElseThrow(() -> new IllegalArgumentException("Unknown augmentation method '" + method
                + "'; known: " + all.stream().map(Augmenter::method).toList()));
    }
}
