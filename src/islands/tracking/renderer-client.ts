/** Browser side of the framework-free island renderer: hydrating means calling the component once. */
export default (element: HTMLElement) =>
  (component: (element: HTMLElement, props: unknown) => void, props: unknown) =>
    component(element, props);
